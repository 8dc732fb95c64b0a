// Google Business Profile over raw HTTP (docs/google.md §B): accounts (account management v1),
// locations (business information v1), reviews and replies (My Business v4, not in any npm
// client). GOOGLE_API_ORIGIN replaces every googleapis host, paths unchanged (docs/http-api.md).
// 429, 5xx and no answer are retried with backoff (google-request.ts); a 401 is the caller's cue
// to refresh the token.
import {
  googleRequest,
  type GoogleFailure,
  type GoogleRequestOptions,
} from '../../lib/google/google-request';

const HOSTS = {
  accounts: 'https://mybusinessaccountmanagement.googleapis.com',
  locations: 'https://mybusinessbusinessinformation.googleapis.com',
  reviews: 'https://mybusiness.googleapis.com',
} as const;
const REVIEWS_PAGE_SIZE = 50;

export interface GbpClientOptions extends GoogleRequestOptions {
  apiOrigin?: string | undefined;
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

const segment = encodeURIComponent;

function kindOf(status: number): GbpErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'other';
}

function toError(failure: GoogleFailure): GbpError {
  if (failure.kind === 'no_answer') return new GbpError('unavailable', null, failure.detail);
  const { status, body } = failure;
  const detail = `${status} ${body?.error?.status ?? ''} ${body?.error?.message ?? ''}`;
  return new GbpError(kindOf(status), status, detail.trim());
}

export class GbpClient {
  constructor(
    private readonly accessToken: string,
    private readonly options: GbpClientOptions = {},
  ) {}

  private call<T>(
    host: keyof typeof HOSTS,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<T> {
    const url = `${this.options.apiOrigin ?? HOSTS[host]}${path}`;
    const request = {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${this.accessToken}`,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    };
    return googleRequest<T>(url, request, this.options, toError);
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
    // URLSearchParams writes the space as '+'; Google documents %20 (docs/google.md §B.1).
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
