// The request checks and the matching behind the fake's Text Search (docs/google.md §A.2), kept apart
// from the HTTP side in places-server.ts. Google's ranking is not knowable; the fake's is simple
// and deterministic so tests can predict the top hit: every query word must occur (case- and
// diacritics-insensitively) in the name or the address, and with a locationBias circle the places
// inside it come first, nearest first.
import { GoogleError, invalidArgument, paginate } from './google-rpc';
import type { FakePlace } from './place-types';

const DEFAULT_RESULTS = 20;
const MAX_RESULTS = 20;
// Real code reports that Google stops after three pages (§A.2).
const MAX_TOTAL = 60;
const MAX_RADIUS_M = 50_000;
const EARTH_RADIUS_M = 6_371_000;

interface Circle {
  latitude: number;
  longitude: number;
  radius: number;
}

export interface TextSearchPage {
  places: FakePlace[];
  nextPageToken?: string;
}

/** Validates a searchText body as Google does, then answers one page of matches. */
export function searchPlaces(places: Iterable<FakePlace>, body: unknown): TextSearchPage {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new GoogleError(400, 'Invalid JSON payload received. Expected an object.');
  }
  const request = body as Record<string, unknown>;
  const query = request.textQuery;
  if (query !== undefined && typeof query !== 'string') {
    throw new GoogleError(
      400,
      `Invalid value at 'text_query' (TYPE_STRING), ${JSON.stringify(query)}`,
    );
  }
  if (query === undefined || query.trim() === '') {
    throw new GoogleError(400, 'Empty text_query');
  }
  const size = resultCount(request.maxResultCount);
  const circle = biasCircle(request.locationBias);
  if (isObject(request.locationRestriction) && 'circle' in request.locationRestriction) {
    throw new GoogleError(
      400,
      `Invalid JSON payload received. Unknown name "circle" at 'location_restriction': Cannot find field.`,
    );
  }

  const words = normalize(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const matches = [...places].filter((place) => {
    const haystack = normalize(`${place.displayName} ${place.formattedAddress ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
  const ranked = circle ? rankByBias(matches, circle) : matches;
  const token = typeof request.pageToken === 'string' ? request.pageToken : undefined;
  const { page, next } = paginate(ranked.slice(0, MAX_TOTAL), size, token, `searchText|${query}`);
  return next === undefined ? { places: page } : { places: page, nextPageToken: next };
}

function resultCount(raw: unknown): number {
  if (raw === undefined) return DEFAULT_RESULTS;
  if (typeof raw !== 'number' || !Number.isInteger(raw)) {
    throw new GoogleError(400, `Invalid value at 'max_result_count' (TYPE_INT32), ${String(raw)}`);
  }
  // proto3: an explicit 0 is the same as leaving the field out.
  if (raw === 0) return DEFAULT_RESULTS;
  if (raw < 0 || raw > MAX_RESULTS) {
    throw invalidArgument('max_result_count', `Must be between 1 and ${MAX_RESULTS}, inclusive.`);
  }
  return raw;
}

function biasCircle(raw: unknown): Circle | null {
  if (raw === undefined) return null;
  const circle = isObject(raw) ? raw.circle : undefined;
  const center = isObject(circle) ? circle.center : undefined;
  if (!isObject(circle) || !isObject(center)) {
    // A rectangle bias is valid too, but the fake ranks by circles only.
    if (isObject(raw) && isObject(raw.rectangle)) return null;
    throw invalidArgument('location_bias', 'Location bias must be a circle or a rectangle.');
  }
  const latitude = Number(center.latitude ?? 0);
  const longitude = Number(center.longitude ?? 0);
  const radius = Number(circle.radius ?? 0);
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    throw invalidArgument('location_bias.circle.center', 'Invalid latitude or longitude.');
  }
  if (!(radius >= 0 && radius <= MAX_RADIUS_M)) {
    throw invalidArgument(
      'location_bias.circle.radius',
      `Radius must be between 0.0 and ${MAX_RADIUS_M}.0, inclusive.`,
    );
  }
  return { latitude, longitude, radius };
}

function rankByBias(places: FakePlace[], circle: Circle): FakePlace[] {
  const distance = (place: FakePlace) =>
    place.location ? metres(circle, place.location) : Number.POSITIVE_INFINITY;
  const inside = places
    .filter((place) => distance(place) <= circle.radius)
    .sort((a, b) => distance(a) - distance(b));
  return [...inside, ...places.filter((place) => !inside.includes(place))];
}

function metres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

// "Đurđevdan" and "Djurdjevdan", "Šabac" and "sabac" are the same query to someone typing
// without Serbian letters (docs/google.md §E.2); đ has no combining-mark decomposition.
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/đ/g, 'dj');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
