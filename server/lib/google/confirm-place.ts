// docs/google.md §D.4 steps 4-5: what the offline reading of a Google URL says is checked against the
// Places API with the business's own key. A place id (often a candidate encoded from the ftid,
// §D.3, which Google does not promise to accept) is confirmed with Place Details; when Google
// rejects it (400/404), or the URL had only a name, Text Search by that name, biased to the pin,
// supplies the top hit.
//
// Google being unreachable, rate-limited or refusing the key is not the caller's fault and the
// offline reading is still useful, so every such failure answers the offline reading unchanged.
import { placeIdToCid, writeReviewUrl } from '@common/google-url';
import type { ResolvedGoogleUrl } from '@common/schemas/business';
import {
  getPlaceDetails,
  PlacesError,
  searchText,
  type PlaceDetails,
  type PlacesClientOptions,
  type TextSearchRequest,
} from './places-client';

export const DETAILS_MASK = 'id,displayName,formattedAddress,location,googleMapsUri';
export const SEARCH_MASK = DETAILS_MASK.split(',')
  .map((field) => `places.${field}`)
  .join(',');
// Only the top hit is used; a few more cost nothing and help when reading the fake's logs.
const SEARCH_RESULTS = 5;
// The pin of a place URL is the place itself; the `@lat,lng` viewport is within a street or two.
export const BIAS_RADIUS_M = 500;
// A person is waiting on the form: a short timeout each, and at most two methods called.
const PLACES_TIMEOUT_MS = 4000;

export interface PlacesLookup extends PlacesClientOptions {
  apiKey: string;
}

type Outcome = { place: PlaceDetails } | 'rejected' | 'failed';

/** The reading confirmed or corrected by Google; the offline reading when Google cannot tell. */
export async function confirmPlace(
  offline: ResolvedGoogleUrl,
  lookup: PlacesLookup,
): Promise<ResolvedGoogleUrl> {
  const { apiKey, ...client } = lookup;
  const options: PlacesClientOptions = {
    ...client,
    timeoutMs: client.timeoutMs ?? PLACES_TIMEOUT_MS,
  };

  // What is known once Google has had its say on the place id, if there was one.
  let known = offline;
  if (offline.placeId !== undefined) {
    const placeId = offline.placeId;
    const details = await attempt(() => getPlaceDetails(placeId, apiKey, DETAILS_MASK, options));
    if (details === 'failed') return offline;
    if (details !== 'rejected') return merge(offline, details.place, 'place_details');
    known = withoutRejected(offline);
  }
  if (offline.name === undefined) return known;

  const request: TextSearchRequest = { textQuery: offline.name, maxResultCount: SEARCH_RESULTS };
  if (offline.lat !== undefined && offline.lng !== undefined) {
    request.locationBias = {
      circle: { center: { latitude: offline.lat, longitude: offline.lng }, radius: BIAS_RADIUS_M },
    };
  }
  const search = await attempt(async () => {
    const top = (await searchText(request, apiKey, SEARCH_MASK, options)).places?.[0];
    if (top?.id === undefined) throw new NoMatch();
    return top;
  });
  if (search === 'failed' || search === 'rejected') return known;
  return merge(known, search.place, 'text_search');
}

class NoMatch extends Error {}

// 400/404 is Google's answer about the request (the id, the query), not an outage; a bad key
// (API_KEY_INVALID is a 400 too) is a configuration problem and counts as a failure.
async function attempt(call: () => Promise<PlaceDetails>): Promise<Outcome> {
  try {
    return { place: await call() };
  } catch (error) {
    if (error instanceof NoMatch) return 'rejected';
    if (
      error instanceof PlacesError &&
      error.kind !== 'invalid_key' &&
      (error.httpStatus === 400 || error.httpStatus === 404)
    )
      return 'rejected';
    return 'failed';
  }
}

// A place id Google refused is no place id: the form must not save it, nor its review link.
function withoutRejected(offline: ResolvedGoogleUrl): ResolvedGoogleUrl {
  const rest = { ...offline, needsNetwork: true };
  delete rest.placeId;
  delete rest.writeReviewUrl;
  return rest;
}

function merge(
  offline: ResolvedGoogleUrl,
  place: PlaceDetails,
  confirmedBy: NonNullable<ResolvedGoogleUrl['confirmedBy']>,
): ResolvedGoogleUrl {
  const placeId = place.id ?? offline.placeId ?? '';
  const result: ResolvedGoogleUrl = { ...offline, placeId, needsNetwork: false, confirmedBy };
  result.writeReviewUrl = writeReviewUrl(placeId);
  const name = place.displayName?.text;
  if (name) result.name = name;
  if (place.formattedAddress) result.address = place.formattedAddress;
  const { latitude, longitude } = place.location ?? {};
  if (latitude !== undefined && longitude !== undefined) {
    result.lat = latitude;
    result.lng = longitude;
  }
  if (place.googleMapsUri) result.googleMapsUri = place.googleMapsUri;
  // Google's own CID (in googleMapsUri) over the one decoded from the id, which only ChIJ ids have.
  const cid = cidOf(place.googleMapsUri) ?? placeIdToCid(placeId);
  if (cid) result.cid = cid;
  else if (placeId !== offline.placeId) delete result.cid;
  return result;
}

function cidOf(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  try {
    const cid = new URL(uri).searchParams.get('cid');
    return cid && /^\d{1,20}$/.test(cid) ? cid : undefined;
  } catch {
    return undefined;
  }
}
