// Request caps of the public funnel pages (reliability and security, "Abuse"): one visitor cannot
// flood the touch, clickout, confirmation and QR routes, and one address cannot either. Checked in
// onRequest, before any parsing or database work, by @fastify/rate-limit's in-memory counters
// (fixed one-minute windows, per server process). A refused request is a 429 AppError, which the
// public error handler renders as the "wait a moment" page with Retry-After (JSON for JSON
// callers).
//
// Two limiters, not two `app.rateLimit()` hooks: that hook marks the request as checked, so a
// second one on the same route would never run. `createRateLimit()` counts without that mark.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../../lib/errors';

const WINDOW_MS = 60_000;

/** Refused by a request cap (not the daily confirmation cap): the page says "wait a moment". */
export class RequestCapError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', 'tooManyAttempts', {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
/**
 * Requests per minute from one visitor (address + browser, the inputs of the visitor key) across
 * all public pages. A real visit is a handful: the page, a language switch, the review link, the
 * form and its thank-you, a reload or two. Not lower: iPhones on the same iOS version send the
 * same user agent, so several customers on a shop's Wi-Fi can be one "visitor" here. One request
 * a second costs nothing; the floods this stops are hundreds a second.
 */
export const VISITOR_REQUESTS_PER_MINUTE = 60;
/**
 * Requests per minute from one client address. Generous: a shop's customers share its Wi-Fi (and
 * mobile carriers put many phones behind one address), so this only stops a flood that changes
 * its user agent to slip past the visitor cap. IPv6 addresses count per /64, the library default.
 */
export const ADDRESS_REQUESTS_PER_MINUTE = 600;
/**
 * The user agent is the client's to choose (up to the header size limit): only this much of it
 * goes into a counter's key, so a flood of huge distinct user agents cannot grow the counters'
 * memory (at most 5000 keys per limiter, least recently used dropped first).
 */
const KEY_USER_AGENT_LENGTH = 512;

/**
 * Same inputs as identifyVisitor, without the hash: a string concatenation on the hot path.
 * request.ip honours trustProxy (the client named by a trusted proxy's X-Forwarded-For).
 */
function visitorCounterKey(request: FastifyRequest): string {
  const userAgent = request.headers['user-agent'] ?? '';
  // An address holds no space, so the first space ends it.
  return `${request.ip} ${userAgent.length > KEY_USER_AGENT_LENGTH ? userAgent.slice(0, KEY_USER_AGENT_LENGTH) : userAgent}`;
}

/**
 * The onRequest hooks of the public routes: per visitor first, so a visitor over its own cap
 * stops counting against the address its neighbours share; then per address. Create once per app
 * and share between the routes: the counters live in the limiters.
 */
export function publicRequestCaps(app: FastifyInstance): onRequestAsyncHookHandler[] {
  const perVisitor = app.createRateLimit({
    max: VISITOR_REQUESTS_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: visitorCounterKey,
  });
  const perAddress = app.createRateLimit({
    max: ADDRESS_REQUESTS_PER_MINUTE,
    timeWindow: WINDOW_MS,
    // The library's default key, stated: IPv4 as is, IPv6 per /64.
    keyGenerator: (request) => normalizeIP(request.ip),
  });
  const capBy =
    (limiter: typeof perVisitor): onRequestAsyncHookHandler =>
    async (request) => {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) throw new RequestCapError(limit.ttl / 1000);
    };
  return [capBy(perVisitor), capBy(perAddress)];
}
