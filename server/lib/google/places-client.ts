// Places API (New) Place Details (docs/google.md §A.1) and Text Search (§A.2), with Google's error
// envelope (§A.3) mapped to what the integration status needs. GOOGLE_API_ORIGIN replaces the
// googleapis host (docs/http-api.md).
import { MESSAGES } from '@common/messages';
import type { MessageName } from '../errors';
import {
  googleRequest,
  type GoogleErrorBody,
  type GoogleFailure,
  type GoogleRequestOptions,
} from './google-request';

const PLACES_ORIGIN = 'https://places.googleapis.com';

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
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  googleMapsUri?: string;
  reviews?: PlaceReview[];
}

/** The request body of places:searchText (§A.2); only the fields this app sends. */
export interface TextSearchRequest {
  textQuery: string;
  languageCode?: string;
  regionCode?: string;
  maxResultCount?: number;
  locationBias?: {
    circle: { center: { latitude: number; longitude: number }; radius: number };
  };
}

/** Proto3 JSON: no match is `{}`, so `places` may be absent. */
export interface TextSearchResponse {
  places?: PlaceDetails[];
  nextPageToken?: string;
}

export type PlacesErrorKind = 'invalid_key' | 'forbidden' | 'not_found' | 'unavailable' | 'other';

export class PlacesError extends Error {
  constructor(
    readonly kind: PlacesErrorKind,
    /** The docs/product-rules.md §8 text for the integration status, by its catalogue name. */
    readonly words: MessageName,
    readonly httpStatus: number | null,
    detail: string,
  ) {
    super(detail);
    this.name = 'PlacesError';
  }

  get userMessage(): string {
    return MESSAGES[this.words];
  }
}

export interface PlacesClientOptions extends GoogleRequestOptions {
  apiOrigin?: string | undefined;
}

function statusError(status: number, body: GoogleErrorBody | null): PlacesError {
  const reasons = (body?.error?.details ?? []).map((d) => d.reason).filter(Boolean);
  const detail = `${status} ${body?.error?.status ?? ''} ${body?.error?.message ?? ''}`.trim();
  if (status === 400 && reasons.includes('API_KEY_INVALID'))
    return new PlacesError('invalid_key', 'googleNotConfigured', status, detail);
  if (status === 401 || status === 403)
    return new PlacesError('forbidden', 'googleNotConfigured', status, detail);
  if (status === 404) return new PlacesError('not_found', 'businessRequired', status, detail);
  if (status === 400) return new PlacesError('other', 'businessRequired', status, detail);
  if (status === 429 || status >= 500)
    return new PlacesError('unavailable', 'syncFailed', status, detail);
  return new PlacesError('other', 'syncFailed', status, detail);
}

const toError = (failure: GoogleFailure): PlacesError =>
  failure.kind === 'status'
    ? statusError(failure.status, failure.body)
    : new PlacesError('unavailable', 'syncFailed', null, failure.detail);

export async function getPlaceDetails(
  placeId: string,
  apiKey: string,
  fieldMask: string,
  options: PlacesClientOptions = {},
): Promise<PlaceDetails> {
  const origin = options.apiOrigin ?? PLACES_ORIGIN;
  const url = `${origin}/v1/places/${encodeURIComponent(placeId)}`;
  return call<PlaceDetails>(url, {}, apiKey, fieldMask, options);
}

/** Search masks are `places.`-prefixed (§A.1); no match answers `{ }` without `places`. */
export async function searchText(
  request: TextSearchRequest,
  apiKey: string,
  fieldMask: string,
  options: PlacesClientOptions = {},
): Promise<TextSearchResponse> {
  const origin = options.apiOrigin ?? PLACES_ORIGIN;
  return call<TextSearchResponse>(
    `${origin}/v1/places:searchText`,
    { method: 'POST', body: JSON.stringify(request), contentType: 'application/json' },
    apiKey,
    fieldMask,
    options,
  );
}

// Both methods are reads, so a retry after 429/5xx or a dropped connection cannot do harm.
function call<T>(
  url: string,
  request: { method?: string; body?: string; contentType?: string },
  apiKey: string,
  fieldMask: string,
  options: PlacesClientOptions,
): Promise<T> {
  const headers: Record<string, string> = {
    'X-Goog-Api-Key': apiKey,
    'X-Goog-FieldMask': fieldMask,
  };
  if (request.contentType) headers['Content-Type'] = request.contentType;
  const init = {
    ...(request.method ? { method: request.method } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
    headers,
  };
  return googleRequest<T>(url, init, options, toError);
}
