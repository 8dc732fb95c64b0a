// Places API (New) Place Details (GOOGLE.md §A.1), with Google's error envelope (§A.3) mapped to
// what the integration status needs. GOOGLE_API_ORIGIN replaces the googleapis host (DESIGN §5).
import { MESSAGES } from '@common/messages';

export const PLACES_ORIGIN = 'https://places.googleapis.com';
const TIMEOUT_MS = 10_000;
const ATTEMPTS = 3;

export interface PlaceReview {
  name?: string;
  rating?: number;
  text?: { text?: string; languageCode?: string };
  originalText?: { text?: string; languageCode?: string };
  authorAttribution?: { displayName?: string; uri?: string; photoUri?: string };
  publishTime?: string;
}

export interface PlaceDetails {
  id?: string;
  displayName?: { text?: string; languageCode?: string };
  reviews?: PlaceReview[];
}

export type PlacesErrorKind = 'invalid_key' | 'forbidden' | 'not_found' | 'unavailable' | 'other';

export class PlacesError extends Error {
  constructor(
    readonly kind: PlacesErrorKind,
    /** The SPEC §8 text for the integration status. */
    readonly userMessage: string,
    readonly httpStatus: number | null,
    detail: string,
  ) {
    super(detail);
    this.name = 'PlacesError';
  }
}

export interface PlacesClientOptions {
  apiOrigin?: string | undefined;
  fetch?: typeof fetch;
  /** Backoff before retry n (1-based), ms; tests shorten it. */
  backoffMs?: (attempt: number) => number;
  timeoutMs?: number;
}

const defaultBackoff = (attempt: number) => 250 * 2 ** (attempt - 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface GoogleErrorBody {
  error?: { status?: string; message?: string; details?: { reason?: string }[] };
}

function toError(status: number, body: GoogleErrorBody | null): PlacesError {
  const reasons = (body?.error?.details ?? []).map((d) => d.reason).filter(Boolean);
  const detail = `${status} ${body?.error?.status ?? ''} ${body?.error?.message ?? ''}`.trim();
  if (status === 400 && reasons.includes('API_KEY_INVALID'))
    return new PlacesError('invalid_key', MESSAGES.googleNotConfigured, status, detail);
  if (status === 401 || status === 403)
    return new PlacesError('forbidden', MESSAGES.googleNotConfigured, status, detail);
  if (status === 404)
    return new PlacesError('not_found', MESSAGES.businessRequired, status, detail);
  if (status === 400) return new PlacesError('other', MESSAGES.businessRequired, status, detail);
  if (status === 429 || status >= 500)
    return new PlacesError('unavailable', MESSAGES.syncFailed, status, detail);
  return new PlacesError('other', MESSAGES.syncFailed, status, detail);
}

const retryable = (status: number) => status === 429 || status >= 500;

export async function getPlaceDetails(
  placeId: string,
  apiKey: string,
  fieldMask: string,
  options: PlacesClientOptions = {},
): Promise<PlaceDetails> {
  const origin = options.apiOrigin ?? PLACES_ORIGIN;
  const doFetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const backoff = options.backoffMs ?? defaultBackoff;
  const url = `${origin}/v1/places/${encodeURIComponent(placeId)}`;
  let last: PlacesError | null = null;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(backoff(attempt - 1));
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': fieldMask },
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      last = new PlacesError(
        'unavailable',
        MESSAGES.syncFailed,
        null,
        error instanceof Error ? error.message : String(error),
      );
      continue;
    }
    if (response.ok) return (await response.json()) as PlaceDetails;
    const body = (await response.json().catch(() => null)) as GoogleErrorBody | null;
    last = toError(response.status, body);
    if (!retryable(response.status)) throw last;
  }
  throw last ?? new PlacesError('other', MESSAGES.syncFailed, null, 'no attempt made');
}
