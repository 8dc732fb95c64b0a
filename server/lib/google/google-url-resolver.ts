// Resolving a pasted Google Business URL (docs/google.md §D.4 steps 1-5): offline first with the shared
// parser; a short link (maps.app.goo.gl, goo.gl/maps, g.page, share.google, search.app) is followed
// hop by hop with an injectable fetcher, then its target is parsed offline. Only when the caller
// passes a Places API key (the business's own, so the calls are billed to it) is the reading then
// confirmed or corrected by Google (confirm-place.ts); without one nothing but short-link hosts
// is ever requested.
//
// SSRF guard (docs/google.md §D.2 security note): only allow-listed Google hosts are ever fetched, over
// https, on the default port, without credentials; every redirect target is checked before it is
// requested; at most MAX_HOPS requests, each with a timeout; no cookies are sent or kept.
//
// GOOGLE_API_ORIGIN does not apply to the walk: it replaces googleapis hosts, and short-link hosts
// are not googleapis hosts. Tests inject the fetcher instead. It does apply to the Places calls.
import { parseGoogleBusinessUrl, type ParsedGoogleUrl } from '@common/google-url';
import type { ResolvedGoogleUrl } from '@common/schemas/business';
import type { Fetcher } from '../google-links';
import { confirmPlace, type PlacesLookup } from './confirm-place';

export type { Fetcher } from '../google-links';

export interface ResolveOptions {
  fetch: Fetcher;
  /** Requests at most (default 5). */
  maxHops?: number;
  /** Per request, in milliseconds (default 3000). */
  timeoutMs?: number;
  /** The business's Places API key and client options; absent: no Places call. */
  places?: PlacesLookup;
}

const MAX_HOPS = 5;
const HOP_TIMEOUT_MS = 3000;

const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const SHORT_LINK_HOSTS = new Set([
  'maps.app.goo.gl',
  'goo.gl',
  'g.page',
  'g.co',
  'share.google',
  'search.app',
]);
// google.com, google.rs, google.co.uk, google.com.au, with an optional www. or maps. prefix.
const GOOGLE_SITE = /^(?:www\.|maps\.)?google\.(?:com|[a-z]{2}|(?:com|co)\.[a-z]{2})$/;
const EXTRA_HOSTS = new Set(['search.google.com']);
// The EU cookie-consent interstitial; never fetched, but its `continue` target is read offline.
const CONSENT_HOST = 'consent.google.com';

/** Whether a URL may be requested: https (http is upgraded), an allow-listed host, no port/credentials. */
export function isAllowedHop(url: URL): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || url.port) return false;
  const host = url.hostname;
  return SHORT_LINK_HOSTS.has(host) || EXTRA_HOSTS.has(host) || GOOGLE_SITE.test(host);
}

function fieldsOf(parsed: ParsedGoogleUrl, resolvedFrom?: string): ResolvedGoogleUrl {
  const result: ResolvedGoogleUrl = { needsNetwork: parsed.needsNetwork };
  if (parsed.name !== undefined) result.name = parsed.name;
  if (parsed.placeId !== undefined) result.placeId = parsed.placeId;
  if (parsed.cid !== undefined) result.cid = parsed.cid;
  if (parsed.lat !== undefined && parsed.lng !== undefined) {
    result.lat = parsed.lat;
    result.lng = parsed.lng;
  }
  if (parsed.writeReviewUrl !== undefined) result.writeReviewUrl = parsed.writeReviewUrl;
  if (resolvedFrom !== undefined) result.resolvedFrom = resolvedFrom;
  return result;
}

function toRequestUrl(text: string): URL | null {
  const href = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

function nextUrl(location: string, base: URL): URL | null {
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    return null;
  }
  if (url.hostname === CONSENT_HOST) {
    const target = url.searchParams.get('continue');
    return target ? nextUrl(target, base) : null;
  }
  return isAllowedHop(url) ? url : null;
}

/**
 * The fields of a pasted Google Business URL; null when it is not one. Never throws on network
 * trouble: a failed or refused hop, or a failing Places API, returns what was known so far.
 */
export async function resolveGoogleUrl(
  input: string,
  options: ResolveOptions,
): Promise<ResolvedGoogleUrl | null> {
  const read = await readGoogleUrl(input, options);
  if (!read || !options.places) return read;
  // Nothing to ask Google about (a CID alone): Text Search needs a name.
  if (read.placeId === undefined && read.name === undefined) return read;
  return confirmPlace(read, options.places);
}

async function readGoogleUrl(
  input: string,
  options: ResolveOptions,
): Promise<ResolvedGoogleUrl | null> {
  const offline = parseGoogleBusinessUrl(input);
  if (!offline) return null;
  // A CID alone (a cid link, a review's share link, Google's review e-mails) names a place Google
  // redirects to from maps.google.com/?cid=…, where the place id can be read.
  const start =
    offline.kind === 'short_link'
      ? input.trim()
      : offline.needsNetwork && offline.cid
        ? `https://maps.google.com/?cid=${offline.cid}`
        : null;
  if (start === null) return fieldsOf(offline);

  const maxHops = options.maxHops ?? MAX_HOPS;
  const timeoutMs = options.timeoutMs ?? HOP_TIMEOUT_MS;
  let best = fieldsOf(offline);
  let current = toRequestUrl(start);
  if (!current || !isAllowedHop(current)) return best;

  for (let hop = 0; hop < maxHops; hop++) {
    current.protocol = 'https:';
    let response: Response;
    try {
      response = await options.fetch(current.href, {
        method: 'GET',
        redirect: 'manual',
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*;q=0.8' },
      });
    } catch {
      return best;
    }
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return best;
    const next = nextUrl(location, current);
    if (!next) return best;
    const parsed = parseGoogleBusinessUrl(next.href);
    if (parsed && parsed.kind !== 'short_link') {
      // What the pasted link said and its target does not (Google's own review link) stays.
      best = { ...best, ...fieldsOf(parsed, next.href) };
      // A place id is all the walk is for; the place page itself need not be requested.
      if (!parsed.needsNetwork) return best;
    }
    current = next;
  }
  return best;
}
