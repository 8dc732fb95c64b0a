// PostgreSQL error codes we act on; both drivers (node-postgres and PGlite) expose `code`.

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';

/**
 * SQLSTATEs of a server that cannot answer: connection exceptions (08…), shutting down, crashed or
 * starting (57P01-03), and a hot standby cancelling a query that conflicts with replay (40001,
 * 40P01). Nothing about the query itself.
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|40001|40P01)$/;
/** Node's socket errors for a server refused, unreachable or gone mid-query. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres's own words for a connection lost, or not made within connectionTimeoutMillis. */
const POOL_WORDS = /Connection terminated|timeout exceeded when trying to connect/;

/** Whether a failed query failed because its server is away (the read may run elsewhere). */
export function isServerUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || NETWORK_CODES.has(code)))
      return true;
    if (typeof message === 'string' && POOL_WORDS.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
