// Who a visitor is, without storing who they are (docs/http-api.md): a keyed hash of IP and user agent
// under a salt that changes every UTC day. The salt is derived from APP_SECRET rather than
// generated, so every server process computes the same key for the same visitor with no shared
// state, and yesterday's keys cannot be linked to today's. Raw IPs never reach the database.
import { createHmac } from 'node:crypto';

/** YYYY-MM-DD of the UTC day: the salt's lifetime. */
const utcDay = (now: Date) => now.toISOString().slice(0, 10);

let cached: { secret: string; day: string; salt: Buffer } | undefined;

export function dailySalt(secret: string, day: string): Buffer {
  if (cached?.secret === secret && cached.day === day) return cached.salt;
  const salt = createHmac('sha256', secret).update(`visitor-salt:${day}`).digest();
  cached = { secret, day, salt };
  return salt;
}

/** Hex HMAC-SHA256(daily salt, ip + '|' + user agent). */
export function visitorKey(
  secret: string,
  ip: string,
  userAgent: string,
  now = new Date(),
): string {
  return createHmac('sha256', dailySalt(secret, utcDay(now)))
    .update(`${ip}|${userAgent}`)
    .digest('hex');
}

/**
 * Hex HMAC-SHA256(daily salt, 'address|' + ip): one network address, whatever browser it claims
 * to be, so one phone rotating its user agent is still one address (public.service.ts caps the
 * visitors an address may count).
 */
export function addressKey(secret: string, ip: string, now = new Date()): string {
  return createHmac('sha256', dailySalt(secret, utcDay(now)))
    .update(`address|${ip}`)
    .digest('hex');
}

/** The visitor's key of the previous UTC day: a confirmation looks back 24 hours. */
export function previousVisitorKey(
  secret: string,
  ip: string,
  userAgent: string,
  now = new Date(),
) {
  return visitorKey(secret, ip, userAgent, new Date(now.getTime() - 24 * 60 * 60 * 1000));
}

/** Seconds until the key changes (the next UTC midnight): when a daily cap resets. */
export function secondsUntilNextKey(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
