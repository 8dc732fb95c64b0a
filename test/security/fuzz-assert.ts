// What every answer to bad input must look like: never a 5xx, and a 4xx carries an envelope.
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@common/errors';

/**
 * api: the error envelope `{error:{code,message}}` (DESIGN §5).
 * spec: /api/functions and /api/rpc — the SPEC envelope `{success:false,error}` or the API's.
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
  if (response.statusCode < 400) return;
  const type = String(response.headers['content-type'] ?? '');
  if (kind === 'html' && type.startsWith('text/html')) return;
  const body = parse(response.body);
  if (!type.startsWith('application/json')) throw new Error(`not JSON: ${summary()}`);
  const ok = isApiEnvelope(body) || (kind === 'spec' && isSpecEnvelope(body));
  if (!ok) throw new Error(`no error envelope: ${summary()}`);
}
