// A local stand-in for Google's Places API (New) Place Details and Text Search (docs/google.md §A.1,
// §A.2, §A.3, §F): the production client talks to it with only GOOGLE_API_ORIGIN changed. It makes
// the checks Google makes (API key, mandatory field mask, known field paths, place ID, search
// body) and answers in Google's wire format: proto3 JSON with unset fields omitted,
// google.rpc.Status error bodies, at most 5 reviews. How search matches and ranks: places-search.ts.
// Not served: OAuth bearer auth, photos, Nearby Search. relativePublishTimeDescription is always
// English ("3 weeks ago"), whatever languageCode asks for.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  GoogleError,
  applyMask,
  dropUndefined,
  errorInfo as serviceErrorInfo,
  sendJson,
  startGoogleApiServer,
  type ApiRequest,
  type ApiRoute,
  type Json,
} from './google-rpc';
import type { FakePlace, FakePlaceReview } from './place-types';
import { searchPlaces } from './places-search';

export type { FakePlace } from './place-types';

export interface FakePlacesServer {
  /** http://127.0.0.1:PORT, used as GOOGLE_API_ORIGIN (paths unchanged). */
  origin: string;
  /** Keys accepted; by default the one key FAKE_PLACES_API_KEY. */
  validKeys: Set<string>;
  /** Places by place ID; tests add and modify them. */
  places: Map<string, FakePlace>;
  /** The next `times` (default 1) requests answer this error in Google's format, before any check. */
  failNext(status: 401 | 403 | 429 | 500 | 503, times?: number): void;
  /** Every request received, failed ones included; header names lower-case, JSON bodies parsed. */
  requests: ApiRequest[];
  close(): Promise<void>;
}

export const FAKE_PLACES_API_KEY = 'AIzaFakeKey0000000000000000000000000000';

const MAX_REVIEWS = 5;
const SERVICE = 'places.googleapis.com';
// Top-level Place fields (place.proto) a details mask may name; the fake fills only some of
// them, the rest are valid but unset, so proto3 JSON leaves them out.
const PLACE_FIELDS = new Set(
  (
    'name id displayName types primaryType primaryTypeDisplayName nationalPhoneNumber ' +
    'internationalPhoneNumber formattedAddress shortFormattedAddress postalAddress ' +
    'addressComponents plusCode location viewport rating googleMapsUri googleMapsLinks ' +
    'websiteUri reviews regularOpeningHours currentOpeningHours currentSecondaryOpeningHours ' +
    'regularSecondaryOpeningHours utcOffsetMinutes timeZone photos adrFormatAddress ' +
    'businessStatus priceLevel priceRange attributions userRatingCount iconMaskBaseUri ' +
    'iconBackgroundColor takeout delivery dineIn curbsidePickup reservable servesBreakfast ' +
    'servesLunch servesDinner servesBeer servesWine servesBrunch servesVegetarianFood ' +
    'outdoorSeating liveMusic menuForChildren servesCocktails servesDessert servesCoffee ' +
    'goodForChildren allowsDogs restroom goodForGroups goodForWatchingSports paymentOptions ' +
    'parkingOptions subDestinations accessibilityOptions fuelOptions evChargeOptions ' +
    'generativeSummary reviewSummary containingPlaces pureServiceAreaBusiness addressDescriptor ' +
    'neighborhoodSummary evChargeAmenitySummary postalAddress editorialSummary'
  ).split(' '),
);
const SESSION_TOKEN = /^[A-Za-z0-9_-]{1,36}$/;
const PLACE_ID = /^[A-Za-z0-9_-]+$/;

const errorInfo = (reason: string, metadata: Record<string, string> = {}): Json =>
  serviceErrorInfo(SERVICE, reason, metadata);

interface PlacesState {
  validKeys: Set<string>;
  places: Map<string, FakePlace>;
}

const DETAILS_PATH = /^\/v1\/places\/([^/:]+)$/;
const SEARCH_TEXT_PATH = '/v1/places:searchText';

/** Serves Place Details and Text Search on any fake API server (see startGoogleApiServer). */
export function createPlacesRoute(state: PlacesState): ApiRoute {
  return {
    service: (path) => (DETAILS_PATH.test(path) || path === SEARCH_TEXT_PATH ? SERVICE : undefined),
    handle: (request, res) =>
      request.path === SEARCH_TEXT_PATH
        ? handleSearchText(state, request, res)
        : handlePlaceDetails(state, request, res),
  };
}

function handlePlaceDetails(
  { validKeys, places }: PlacesState,
  { method, path, headers, query }: ApiRequest,
  res: ServerResponse,
): boolean {
  const match = DETAILS_PATH.exec(path);
  if (method !== 'GET' || match?.[1] === undefined) return false;
  const placeId = decodeURIComponent(match[1]);
  const paths = requireKeyAndMask(validKeys, headers, query, (path) => {
    const top = path.split('.')[0] ?? '';
    return path === '*' || PLACE_FIELDS.has(top);
  });

  const sessionToken = query.sessionToken;
  if (sessionToken !== undefined && !SESSION_TOKEN.test(sessionToken)) {
    throw new GoogleError(400, 'Invalid session token.');
  }
  if (!PLACE_ID.test(placeId)) {
    throw new GoogleError(400, `Not a valid Place ID: ${placeId}`);
  }
  const place = places.get(placeId);
  if (place === undefined) {
    throw new GoogleError(404, `Place '${placeId}' was not found.`);
  }

  const body = renderPlace(place, query.languageCode);
  sendJson(res, 200, paths.includes('*') ? body : applyMask(body, paths));
  return true;
}

// Search masks name `places.<field>` (and the response's own `nextPageToken`); an unprefixed
// `displayName` is a 400 as at Google (§A.1).
function handleSearchText(
  { validKeys, places }: PlacesState,
  { method, headers, query, body }: ApiRequest,
  res: ServerResponse,
): boolean {
  if (method !== 'POST') return false;
  const paths = requireKeyAndMask(validKeys, headers, query, (path) => {
    if (path === '*' || path === 'nextPageToken') return true;
    const [top, field] = path.split('.');
    return top === 'places' && field !== undefined && PLACE_FIELDS.has(field);
  });
  const found = searchPlaces(places.values(), body);
  // Proto3 JSON: no match is `{}`, and the token only when asked for and there is a next page.
  const answer: Json = {};
  if (found.places.length > 0) {
    answer.places = found.places.map((place) => renderPlace(place, bodyLanguage(body)));
  }
  if (found.nextPageToken !== undefined) answer.nextPageToken = found.nextPageToken;
  sendJson(res, 200, paths.includes('*') ? answer : applyMask(answer, paths));
  return true;
}

const bodyLanguage = (body: unknown) => {
  const code = (body as { languageCode?: unknown } | undefined)?.languageCode;
  return typeof code === 'string' ? code : undefined;
};

/** The checks every Places method makes first; returns the mask's paths. */
function requireKeyAndMask(
  validKeys: Set<string>,
  headers: ApiRequest['headers'],
  query: ApiRequest['query'],
  knownPath: (path: string) => boolean,
): string[] {
  // The key: header preferred, `key` query parameter accepted (§A.1).
  const key = headers['x-goog-api-key'] ?? query.key;
  if (key === undefined || key === '') {
    throw new GoogleError(403, 'The request is missing a valid API key.', [
      errorInfo('API_KEY_MISSING'),
    ]);
  }
  if (!validKeys.has(key)) {
    throw new GoogleError(400, 'API key not valid. Please pass a valid API key.', [
      errorInfo('API_KEY_INVALID'),
      {
        '@type': 'type.googleapis.com/google.rpc.LocalizedMessage',
        locale: 'en-US',
        message: 'API key not valid. Please pass a valid API key.',
      },
    ]);
  }

  const mask = headers['x-goog-fieldmask'] ?? query.fields ?? query.$fields;
  if (mask === undefined || mask === '') {
    throw new GoogleError(
      400,
      'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters ' +
        "on how to provide it. As an example, you can set the header 'X-Goog-FieldMask' to value " +
        "'displayName' to ask for the display name of the place.",
    );
  }
  const paths = mask.split(',');
  for (const path of paths) {
    if (!knownPath(path)) {
      throw new GoogleError(
        400,
        `Error expanding 'fields' parameter. Cannot find matching fields for path '${path}'.`,
      );
    }
  }
  return paths;
}

export async function startFakePlacesServer(): Promise<FakePlacesServer> {
  const validKeys = new Set([FAKE_PLACES_API_KEY]);
  const places = new Map<string, FakePlace>();
  const server = await startGoogleApiServer([createPlacesRoute({ validKeys, places })]);
  return { ...server, validKeys, places };
}

function renderPlace(place: FakePlace, languageCode: string | undefined): Json {
  const ids = featureIds(place.id);
  const ratings = place.reviews.map((review) => review.rating);
  const body: Json = {
    name: `places/${place.id}`,
    id: place.id,
    displayName: { text: place.displayName, languageCode: languageCode ?? 'en' },
    formattedAddress: place.formattedAddress,
    location: place.location,
    googleMapsUri: `https://maps.google.com/?cid=${ids.cid}`,
    googleMapsLinks: {
      placeUri: `https://maps.google.com/?cid=${ids.cid}`,
      writeAReviewUri: `https://www.google.com/maps/place//data=!4m3!3m2!1s${ids.ftid}!12e1`,
      reviewsUri: `https://www.google.com/maps/place//data=!4m4!3m3!1s${ids.ftid}!9m1!1b1`,
    },
  };
  if (ratings.length > 0) {
    const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
    body.rating = Math.round(average * 10) / 10;
    body.userRatingCount = ratings.length;
    body.reviews = place.reviews
      .slice(0, MAX_REVIEWS)
      .map((review) => renderReview(place.id, ids.ftid, review, languageCode));
  }
  return dropUndefined(body);
}

function renderReview(
  placeId: string,
  ftid: string,
  review: FakePlaceReview,
  requested: string | undefined,
): Json {
  const originalText = review.originalText ?? review.text;
  const originalLanguage = review.originalLanguageCode ?? review.languageCode ?? 'en';
  const translatedText = review.text ?? originalText;
  const translatedLanguage = review.languageCode ?? originalLanguage;
  // Without a requested language, or when it is the review's own, the text is the original;
  // when it is the language of the stored translation, the translation.
  const useTranslation =
    requested !== undefined &&
    !sameLanguage(requested, originalLanguage) &&
    sameLanguage(requested, translatedLanguage);
  const author = createHash('sha256').update(review.authorName).digest();
  const contributor = ((author.readBigUInt64BE(0) % 10n ** 20n) + 10n ** 20n).toString();
  const hasText = originalText !== undefined;
  return dropUndefined({
    name: `places/${placeId}/reviews/${review.reviewId}`,
    relativePublishTimeDescription: relativeTime(review.publishTime),
    rating: review.rating,
    text: hasText
      ? useTranslation
        ? { text: translatedText, languageCode: translatedLanguage }
        : { text: originalText, languageCode: originalLanguage }
      : undefined,
    originalText: hasText ? { text: originalText, languageCode: originalLanguage } : undefined,
    authorAttribution: dropUndefined({
      displayName: review.authorName,
      uri: `https://www.google.com/maps/contrib/${contributor}/reviews`,
      photoUri: review.authorPhotoUri,
    }),
    publishTime: review.publishTime,
    // Rating-only reviews carry neither link in the example of §A.1.
    flagContentUri: hasText
      ? `https://www.google.com/local/review/rap/report?postId=${review.reviewId}&d=17924085&t=1`
      : undefined,
    googleMapsUri: hasText
      ? `https://www.google.com/maps/reviews/data=!4m6!14m5!1m4!2m3!1s${review.reviewId}!2m1!1s${ftid}`
      : undefined,
  });
}

// A deterministic made-up feature id (0x…:0x…) and CID for a place ID (the real link is §D.3).
export function featureIds(placeId: string) {
  const digest = createHash('sha256').update(placeId).digest();
  const high = digest.readBigUInt64BE(0);
  const low = digest.readBigUInt64BE(8);
  return { ftid: `0x${high.toString(16)}:0x${low.toString(16)}`, cid: low.toString() };
}

function sameLanguage(a: string, b: string): boolean {
  const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
  return primary(a) === primary(b);
}

function relativeTime(publishTime: string): string {
  const seconds = Math.max(0, (Date.now() - Date.parse(publishTime)) / 1000);
  const units: Array<[string, number]> = [
    ['year', 365 * 86_400],
    ['month', 30 * 86_400],
    ['week', 7 * 86_400],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    const count = Math.floor(seconds / size);
    if (count === 1) return `a${unit === 'hour' ? 'n' : ''} ${unit} ago`;
    if (count > 1) return `${count} ${unit}s ago`;
  }
  return 'a moment ago';
}
