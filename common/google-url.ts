// Offline reading of a pasted "Google Business URL" (docs/google.md §D.2-§D.4), shared by the sign-up
// form and the server, so it imports nothing (hence the hand-written base64url and uint64 code).
// It never fetches: a short link only says `needsNetwork`; the server follows it (allow-listed,
// bounded) and feeds the target back in here.

type GoogleUrlKind =
  | 'place_id'
  | 'maps_place'
  | 'cid'
  | 'write_review'
  | 'short_link'
  | 'search'
  | 'business_dashboard';

export interface ParsedGoogleUrl {
  kind: GoogleUrlKind;
  placeId?: string;
  /** True when the place id was encoded from the ftid (§D.3) and must be confirmed online. */
  placeIdIsCandidate?: boolean;
  cid?: string;
  ftid?: string;
  name?: string;
  lat?: number;
  lng?: number;
  writeReviewUrl?: string;
  /** True when no place id could be read offline: redirects, CID-only forms, name-only search. */
  needsNetwork: boolean;
}

const MAX_INPUT_LENGTH = 2048;
const BARE_PLACE_ID = /^ChI[A-Za-z0-9_-]{10,}$/;
const EXPLICIT_PLACE_ID =
  /(?:[?&]placeid=|[?&]place_id=|query_place_id=|place_id:|!19s)(ChI[A-Za-z0-9_-]{10,})/;
// `lrd=` is the ftid in the "write a review" dialog links of Google Search results.
const FTID_IN_URL = /(?:!1s|[?&#]ftid=|[?&#]lrd=)(0x[0-9a-f]{1,16}:0x[0-9a-f]{1,16})/i;
const FTID = /^0x([0-9a-f]{1,16}):0x([0-9a-f]{1,16})$/i;
const PIN = /!3d(-?\d{1,3}(?:\.\d+)?)!4d(-?\d{1,3}(?:\.\d+)?)/;
const VIEWPORT = /@(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/;
// google.rs, google.co.uk, google.com.au... Lookalikes (googie.com, google.com.evil.net) do not
// fit, and the URL parser has already punycoded homoglyphs.
const GOOGLE_SITE = /^(?:www\.|maps\.)?google\.(?:com|[a-z]{2}|(?:com|co)\.[a-z]{2})$/;
const SHORT_LINK_HOSTS = new Set(
  'maps.app.goo.gl goo.gl g.page g.co share.google search.app'.split(' '),
);
// The paths of goo.gl and g.co that lead to a place (goo.gl's other links are not Google's any more).
const SHORT_LINK_PATHS: Record<string, RegExp> = {
  'goo.gl': /^\/(?:app\/)?maps\/[^/]+/,
  'g.co': /^\/kgs\/[^/]+/,
};
// g.page/r/<code>: Google's own "ask for reviews" link; the code's first field is the CID.
const G_PAGE_REVIEW = /^\/r\/([A-Za-z0-9_-]{8,40})(?:\/review)?$/;
// The place-id protobuf header: field 1 (message, 18 bytes) { field 1 fixed64, ..., field 2 fixed64 }.
const PLACE_ID_HEADER = [0x0a, 0x12, 0x09] as const;
const SECOND_HALF_TAG = 0x11;
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function writeReviewUrl(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}

/**
 * "0xA:0xB" -> the ChIJ place id Google would most likely give it; confirm it online. An ftid
 * whose first half is zero (review share links) names no place id: null.
 */
export function ftidToPlaceId(ftid: string): string | null {
  const m = FTID.exec(ftid);
  if (!m?.[1] || !m[2] || BigInt(`0x${m[1]}`) === 0n) return null;
  const bytes = new Uint8Array(20);
  const view = new DataView(bytes.buffer);
  bytes.set(PLACE_ID_HEADER, 0);
  view.setBigUint64(3, BigInt(`0x${m[1]}`), true);
  bytes[11] = SECOND_HALF_TAG;
  view.setBigUint64(12, BigInt(`0x${m[2]}`), true);
  return base64UrlEncode(bytes);
}

/** The CID (decimal) inside a 20-byte ChIJ id; null for ids of any other layout. */
export function placeIdToCid(placeId: string): string | null {
  const bytes = base64UrlDecode(placeId);
  if (!bytes || bytes.length !== 20) return null;
  if (PLACE_ID_HEADER.some((b, i) => bytes[i] !== b) || bytes[11] !== SECOND_HALF_TAG) return null;
  return new DataView(bytes.buffer).getBigUint64(12, true).toString();
}

export function isGoogleBusinessUrl(input: string): boolean {
  return parseGoogleBusinessUrl(input) !== null;
}

export function parseGoogleBusinessUrl(input: string): ParsedGoogleUrl | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return null;
  const text = input.trim();
  // Whitespace and control characters inside a URL are silently dropped or re-encoded by the URL
  // parser; a paste that contains them is not a link we should guess at.
  if (text === '' || /[\s\p{Cc}]/u.test(text)) return null;
  if (BARE_PLACE_ID.test(text)) return build('place_id', { placeId: text });
  const url = toUrl(text);
  if (!url) return null;
  const host = url.hostname;
  if (SHORT_LINK_HOSTS.has(host)) return parseShortLink(url);
  if (host === 'search.google.com') return parseReviewPage(url);
  if (host === 'business.google.com') return parseBusinessDashboard(url);
  if (host === 'local.google.com') return parseGoogleSite(url, true);
  if (GOOGLE_SITE.test(host)) return parseGoogleSite(url, false);
  return null;
}

function toUrl(text: string): URL | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  let href = text;
  if (scheme === undefined) href = `https://${text.replace(/^\/\//, '')}`;
  else if ((scheme !== 'http' && scheme !== 'https') || !/^[a-z]+:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  // Credentials or a port are never part of a link Google hands out; they only help disguise one.
  if (url.username || url.password || url.port) return null;
  return url;
}

function parseShortLink(url: URL): ParsedGoogleUrl | null {
  const path = url.pathname.replace(/\/+$/, '');
  // A Firebase dynamic link carries its target: read it offline when it is a Google place.
  const target = url.searchParams.get('link');
  if (url.hostname === 'maps.app.goo.gl' && path === '' && target) {
    const inner = parseGoogleBusinessUrl(target);
    return inner && inner.kind !== 'short_link' ? inner : null;
  }
  if (path === '') return null;
  const allowed = SHORT_LINK_PATHS[url.hostname];
  if (allowed && !allowed.test(path)) return null;
  const review = url.hostname === 'g.page' ? G_PAGE_REVIEW.exec(path) : null;
  if (review) {
    const cid = gPageCid(review[1]!);
    const reviewUrl = `https://g.page/r/${review[1]}/review`;
    return { ...build('short_link', cid ? { cid } : {}), writeReviewUrl: reviewUrl };
  }
  return build('short_link', {});
}

/** The CID in a g.page/r/ code: protobuf field 1, fixed64 (tag 0x09), little-endian. */
function gPageCid(code: string): string | undefined {
  const bytes = base64UrlDecode(code);
  if (!bytes || bytes.length < 9 || bytes[0] !== 0x09) return undefined;
  return decimalCid(new DataView(bytes.buffer).getBigUint64(1, true).toString());
}

// business.google.com/n/<listing>/reviews/<id>?fid=<CID>, from Google's own review e-mails.
function parseBusinessDashboard(url: URL): ParsedGoogleUrl | null {
  if (url.pathname.length <= 1) return null;
  const cid = decimalCid(url.searchParams.get('fid'));
  return cid ? build('cid', { cid }) : build('business_dashboard', {});
}

function parseReviewPage(url: URL): ParsedGoogleUrl | null {
  const path = url.pathname.replace(/\/+$/, '');
  if (path !== '/local/writereview' && path !== '/local/reviews') return null;
  const placeId = url.searchParams.get('placeid') ?? '';
  return BARE_PLACE_ID.test(placeId) ? build('write_review', { placeId }) : null;
}

type Signals = Pick<ParsedGoogleUrl, 'placeId' | 'ftid' | 'cid' | 'name' | 'lat' | 'lng'>;

// local.google.com/place?id=<CID> is a search-result page whose `id` is the CID.
function parseGoogleSite(url: URL, isLocalSearch: boolean): ParsedGoogleUrl | null {
  const decoded = safeDecode(url.href);
  const params = url.searchParams;
  const path = url.pathname;
  const signals: Signals = {
    placeId: EXPLICIT_PLACE_ID.exec(decoded)?.[1],
    ftid: FTID_IN_URL.exec(decoded)?.[1]?.toLowerCase(),
    cid: decimalCid(
      params.get('cid') ?? params.get('ludocid') ?? (isLocalSearch ? params.get('id') : null),
    ),
  };
  const pin = PIN.exec(decoded) ?? VIEWPORT.exec(decoded);
  const lat = Number(pin?.[1]);
  const lng = Number(pin?.[2]);
  if (pin && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) Object.assign(signals, { lat, lng });
  const identified = Boolean(signals.placeId ?? signals.ftid ?? signals.cid);

  if (/^\/maps\/place(?:\/|$)/.test(path)) {
    const segment = /^\/maps\/place\/([^/@?]+)/.exec(path)?.[1];
    signals.name = segment?.startsWith('data=') ? undefined : cleanName(segment, true);
    signals.name ??= nameFromQuery(params.get('q'));
    if (!identified && !signals.name) return null;
    const explicitOnly = signals.placeId && !signals.ftid && !segment;
    return build(explicitOnly ? 'place_id' : 'maps_place', signals);
  }
  // A review's share link names the place by an ftid whose first half is zero: its CID.
  if (/^\/maps\/reviews(?:\/|$)/.test(path)) return identified ? build('cid', signals) : null;
  if (/^\/maps\/search(?:\/|$)/.test(path)) {
    if (!signals.placeId) return null;
    signals.name = nameFromQuery(params.get('query'));
    return build('place_id', signals);
  }
  if (isLocalSearch || /^\/search\/?$/.test(path)) {
    signals.name = nameFromQuery(params.get('q'));
    return identified || signals.name ? build('search', signals) : null;
  }
  if (/^\/(?:maps\/?)?$/.test(path) && identified) {
    // A phone's shared link: ?q=<name>, <address>&ftid=… (docs/google.md §D.1).
    signals.name = nameFromQuery(params.get('q'))?.split(',')[0]?.trim() || undefined;
    return build(signals.placeId ? 'place_id' : signals.ftid ? 'maps_place' : 'cid', signals);
  }
  return null;
}

// Priority of docs/google.md §D.4 step 3: explicit place id, then the ftid's candidate, then the CID.
function build(kind: GoogleUrlKind, signals: Signals): ParsedGoogleUrl {
  const candidate = !signals.placeId && signals.ftid ? ftidToPlaceId(signals.ftid) : null;
  const placeId = signals.placeId ?? candidate ?? undefined;
  const fromFtid = signals.ftid ? BigInt(`0x${signals.ftid.split(':0x')[1]}`).toString() : null;
  const cid = fromFtid ?? signals.cid ?? (placeId ? placeIdToCid(placeId) : null) ?? undefined;
  const result: ParsedGoogleUrl = { kind, needsNetwork: placeId === undefined };
  if (placeId) {
    const isCandidate = candidate !== null;
    Object.assign(result, {
      placeId,
      placeIdIsCandidate: isCandidate,
      writeReviewUrl: writeReviewUrl(placeId),
    });
  }
  if (cid) result.cid = cid;
  if (signals.ftid) result.ftid = signals.ftid;
  if (signals.name) result.name = signals.name;
  if (signals.lat !== undefined && signals.lng !== undefined) {
    Object.assign(result, { lat: signals.lat, lng: signals.lng });
  }
  return result;
}

function decimalCid(value: string | null): string | undefined {
  if (!value || !/^\d{1,20}$/.test(value)) return undefined;
  const n = BigInt(value);
  return n > 0n && n <= 0xffffffffffffffffn ? n.toString() : undefined;
}

function nameFromQuery(q: string | null): string | undefined {
  return q && !q.startsWith('place_id:') ? cleanName(q, false) : undefined;
}

function cleanName(raw: string | undefined, encoded: boolean): string | undefined {
  if (!raw) return undefined;
  let text = encoded ? safeDecode(raw.replace(/\+/g, ' ')) : raw;
  // A link encoded twice (shared through an app that encodes again) decodes to "%20" and "%C4%87".
  for (let pass = 0; pass < 2 && /%[0-9a-f]{2}/i.test(text); pass++) text = safeDecode(text);
  const name = text.replace(/\s+/g, ' ').trim();
  return name === '' ? undefined : name;
}

// decodeURIComponent throws on a stray "%"; decode each well-formed run and keep the rest as typed.
function safeDecode(text: string): string {
  return tryDecode(text) ?? text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => tryDecode(run) ?? run);
}

function tryDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += B64URL[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function base64UrlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of text) {
    value = ((value << 6) | B64URL.indexOf(char)) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

/**
 * Google's write-a-review window of a stored place (docs/google.md): its own review link when it
 * has one (e.g. Business Profile's newReviewUri), else the form built from the place id. Null: not
 * set up. Only http(s) links count, so a stored value can never turn a redirect into a script URL.
 */
export function reviewUrlOf(place: {
  googleReviewUrl: string | null;
  googlePlaceId: string | null;
}): string | null {
  if (place.googleReviewUrl && /^https?:\/\//i.test(place.googleReviewUrl))
    return place.googleReviewUrl;
  return place.googlePlaceId ? writeReviewUrl(place.googlePlaceId) : null;
}
