// Google Business Profile over raw HTTP (GOOGLE.md §B): accounts (account management v1),
// locations (business information v1), reviews and replies (My Business v4, not in any npm
// client). GOOGLE_API_ORIGIN replaces every googleapis host, paths unchanged (DESIGN §5).
// 429 and 5xx are retried with backoff here; a 401 is the caller's cue to refresh the token.

const HOSTS = {
  accounts: 'https://mybusinessaccountmanagement.googleapis.com',
  locations: 'https://mybusinessbusinessinformation.googleapis.com',
  reviews: 'https://mybusiness.googleapis.com',
} as const;
const TIMEOUT_MS = 10_000;
const ATTEMPTS = 3;
const REVIEWS_PAGE_SIZE = 50;

export interface GbpClientOptions {
  apiOrigin?: string | undefined;
  /** Backoff before retry n (1-based), ms; tests shorten it. */
  backoffMs?: ((attempt: number) => number) | undefined;
  timeoutMs?: number;
}

export type GbpErrorKind = 'unauthorized' | 'forbidden' | 'not_found' | 'unavailable' | 'other';

export class GbpError extends Error {
  constructor(
    readonly kind: GbpErrorKind,
    readonly httpStatus: number | null,
    detail: string,
  ) {
    super(detail);
    this.name = 'GbpError';
  }
}

export interface GbpAccount {
  name: string;
  accountName?: string;
  type?: string;
}

export interface GbpLocation {
  name: string;
  title?: string;
  storefrontAddress?: { addressLines?: string[]; locality?: string; postalCode?: string };
  metadata?: { placeId?: string; newReviewUri?: string };
}

export interface GbpReviewPage {
  reviews?: unknown[];
  totalReviewCount?: number;
  nextPageToken?: string;
}

const defaultBackoff = (attempt: number) => 250 * 2 ** (attempt - 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const segment = encodeURIComponent;

function kindOf(status: number): GbpErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'other';
}

export class GbpClient {
  constructor(
    private readonly accessToken: string,
    private readonly options: GbpClientOptions = {},
  ) {}

  private async call<T>(
    host: keyof typeof HOSTS,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<T> {
    const url = `${this.options.apiOrigin ?? HOSTS[host]}${path}`;
    const backoff = this.options.backoffMs ?? defaultBackoff;
    let last: GbpError | null = null;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (attempt > 1) await sleep(backoff(attempt - 1));
      let response: Response;
      try {
        response = await fetch(url, {
          method: init.method ?? 'GET',
          headers: {
            authorization: `Bearer ${this.accessToken}`,
            ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        last = new GbpError('unavailable', null, error instanceof Error ? error.message : 'fetch');
        continue;
      }
      if (response.ok) {
        let text: string;
        try {
          text = await response.text();
        } catch (error) {
          // The body stopped coming (timeout, dropped connection): as retryable as no answer.
          last = new GbpError('unavailable', null, error instanceof Error ? error.message : 'body');
          continue;
        }
        return (text ? JSON.parse(text) : {}) as T;
      }
      const body = (await response.json().catch(() => null)) as {
        error?: { status?: string; message?: string };
      } | null;
      const detail = `${response.status} ${body?.error?.status ?? ''} ${body?.error?.message ?? ''}`;
      last = new GbpError(kindOf(response.status), response.status, detail.trim());
      if (last.kind !== 'unavailable') throw last;
    }
    throw last ?? new GbpError('other', null, 'no attempt made');
  }

  async listAccounts(): Promise<GbpAccount[]> {
    const accounts: GbpAccount[] = [];
    let pageToken: string | undefined;
    do {
      const query = new URLSearchParams({ pageSize: '20' });
      if (pageToken) query.set('pageToken', pageToken);
      const page = await this.call<{ accounts?: GbpAccount[]; nextPageToken?: string }>(
        'accounts',
        `/v1/accounts?${query}`,
      );
      accounts.push(...(page.accounts ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken);
    return accounts;
  }

  async listLocations(accountId: string): Promise<GbpLocation[]> {
    const locations: GbpLocation[] = [];
    let pageToken: string | undefined;
    do {
      const query = new URLSearchParams({
        readMask: 'name,title,storefrontAddress,metadata',
        pageSize: '100',
      });
      if (pageToken) query.set('pageToken', pageToken);
      const page = await this.call<{ locations?: GbpLocation[]; nextPageToken?: string }>(
        'locations',
        `/v1/accounts/${segment(accountId)}/locations?${query}`,
      );
      locations.push(...(page.locations ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken);
    return locations;
  }

  private reviewsPath(accountId: string, locationId: string) {
    return `/v4/accounts/${segment(accountId)}/locations/${segment(locationId)}/reviews`;
  }

  reviewsPage(
    accountId: string,
    locationId: string,
    pageToken?: string,
    pageSize = REVIEWS_PAGE_SIZE,
  ): Promise<GbpReviewPage> {
    const query = new URLSearchParams({ pageSize: String(pageSize), orderBy: 'updateTime desc' });
    if (pageToken) query.set('pageToken', pageToken);
    // URLSearchParams writes the space as '+'; Google documents %20 (GOOGLE.md §B.1).
    const search = query.toString().replace(/\+/g, '%20');
    return this.call('reviews', `${this.reviewsPath(accountId, locationId)}?${search}`);
  }

  async updateReply(accountId: string, locationId: string, reviewId: string, comment: string) {
    const path = `${this.reviewsPath(accountId, locationId)}/${segment(reviewId)}/reply`;
    return this.call<{ comment?: string }>('reviews', path, { method: 'PUT', body: { comment } });
  }

  async deleteReply(accountId: string, locationId: string, reviewId: string) {
    const path = `${this.reviewsPath(accountId, locationId)}/${segment(reviewId)}/reply`;
    await this.call('reviews', path, { method: 'DELETE' });
  }
}

/** `accounts/123` or `locations/456` -> the id after the slash. */
export const idOf = (name: string) => name.split('/').pop() ?? name;
