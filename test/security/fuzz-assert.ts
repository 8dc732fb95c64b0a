// What every answer to bad input must look like: never a 5xx, and a 4xx carries an envelope.
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@common/errors';

/**
 * api: the error envelope `{error:{code,message}}` (docs/http-api.md).
 * spec: /api/functions and /api/rpc — the documented envelope `{success:false,error}` or the API's.
 * html: public pages — an HTML page, or the API envelope for JSON callers.
 */
export type EnvelopeKind = 'api' | 'spec' | 'html';

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function isApiEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && code in ERROR_CODES && typeof message === 'string';
}

function isSpecEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { success, error } = value as { success?: unknown; error?: unknown };
  return success === false && typeof error === 'string';
}

/** Answers seen per status, by route: FUZZ_STATS=1 prints them (is validation really reached?). */
export const statusCounts = new Map<string, Map<number, number>>();

function count(route: string, status: number) {
  const counts = statusCounts.get(route) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statusCounts.set(route, counts);
}

/** Requests checked so far (every answer that went through checkAnswer or checkUrlAnswer). */
function checkedRequests(): number {
  let total = 0;
  for (const counts of statusCounts.values()) for (const n of counts.values()) total += n;
  return total;
}

/** The one-line summary a suite prints (docs/SECURITY.md quotes the counts). */
export function fuzzSummary(suite: string, routes: number): string {
  return `[fuzz] ${suite}: ${routes} routes, ${checkedRequests()} requests, 0 answers 5xx, 0 answers 429`;
}

let addresses = 0;
/**
 * A client address no other request used (10.0.0.1, 10.0.0.2, … then 2001:db8::…): per-address
 * rate limits (sign-in, invites, resolve, seed, public pages) never answer a fuzz request with 429.
 */
export function freshAddress(): string {
  addresses++;
  if (addresses < 1 << 24)
    return `10.${addresses >> 16}.${(addresses >> 8) & 255}.${addresses & 255}`;
  return `2001:db8::${(addresses >> 16).toString(16)}:${(addresses & 0xffff).toString(16)}`;
}

/** Throws (for fast-check to shrink) when the answer is a 5xx or a 4xx without its envelope. */
export function checkAnswer(
  response: LightMyRequestResponse,
  kind: EnvelopeKind,
  what: string,
  route = what,
) {
  count(route, response.statusCode);
  const summary = () =>
    `${what} → ${response.statusCode} ${response.headers['content-type'] ?? ''} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) throw new Error(`5xx: ${summary()}`);
  // Every fuzz request comes from its own address: a 429 means a limit masked the route.
  if (response.statusCode === 429)
    throw new Error(`429 (a rate limit hid the route): ${summary()}`);
  if (response.statusCode < 400) return;
  const type = String(response.headers['content-type'] ?? '');
  if (kind === 'html' && type.startsWith('text/html')) return;
  const body = parse(response.body);
  if (!type.startsWith('application/json')) throw new Error(`not JSON: ${summary()}`);
  const ok = isApiEnvelope(body) || (kind === 'spec' && isSpecEnvelope(body));
  if (!ok) throw new Error(`no error envelope: ${summary()}`);
}

const PUBLIC_PAGE = /^\/(e|qr)(\/|$)/;

/** What kind of answer a URL's path calls for: the API's envelope, a public page, or the web app. */
export function kindOfPath(url: string): EnvelopeKind | 'app' {
  const pathname = url.split('?')[0] ?? '/';
  if (/^\/api\/(functions|rpc)\//.test(pathname)) return 'spec';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (PUBLIC_PAGE.test(pathname)) return 'html';
  return 'app';
}

/**
 * checkAnswer for a mangled URL. /api answers carry the envelope; /e and /qr answer pages to
 * browsers (HTML, never JSON, unless the caller sent JSON); the web app answers its page (HTML)
 * to a GET of a page, the envelope otherwise (other methods, missing assets).
 */
export function checkUrlAnswer(
  response: LightMyRequestResponse,
  request: { method: string; url: string; json: boolean },
  route: string,
) {
  // The URL as the server saw it (app.inject resolves dot segments as a client would).
  const kind = kindOfPath(response.raw.req.url ?? request.url);
  const what = `${request.method} ${request.url.slice(0, 300)}`;
  const type = String(response.headers['content-type'] ?? '');
  const summary = `${what} → ${response.statusCode} ${type} ${response.body.slice(0, 200)}`;
  if (request.method === 'HEAD') {
    // No body to read: the status and the type of the answer the GET would carry.
    count(`url ${route}`, response.statusCode);
    if (response.statusCode >= 500 || response.statusCode === 429) throw new Error(summary);
    if (response.statusCode < 400) return;
    const ok = type.startsWith('application/json') || (kind !== 'api' && kind !== 'spec');
    if (!ok || !/^(text\/html|application\/json)/.test(type)) throw new Error(`HEAD: ${summary}`);
  } else {
    checkAnswer(response, kind === 'app' ? 'html' : kind, what, `url ${route}`);
  }
  if (response.statusCode < 400) return;
  if (kind === 'html' && !request.json && !type.startsWith('text/html'))
    throw new Error(`a public page answered without HTML: ${summary}`);
}
