// Calls of the developer-only debug API (server/modules/debug) and raw probes for the test pages.
import type { DebugTable } from '@common/schemas/debug';
import { debugApi } from '@common/api/debug';
import { call } from '../../../lib/api-client';

export const debugKeys = {
  all: ['debug'] as const,
  query: (table: DebugTable) => ['debug', 'query', table] as const,
  policies: ['debug', 'policies'] as const,
  auth: ['debug', 'auth'] as const,
  mail: ['debug', 'mail'] as const,
};

export const runDebugTests = () => call(debugApi.tests);
export const queryDebugTable = (table: DebugTable, signal?: AbortSignal) =>
  call(debugApi.query, { query: { table }, signal });
export const getDebugPolicies = (signal?: AbortSignal) => call(debugApi.policies, { signal });
export const getDebugAuth = (signal?: AbortSignal) => call(debugApi.auth, { signal });
export const getDebugMail = (signal?: AbortSignal) => call(debugApi.mail, { signal });

export interface ProbeResult {
  path: string;
  status: number;
  ok: boolean;
  durationMs: number;
  body: unknown;
}

/** A plain GET that reports the status and body whatever they are (0: the server was unreachable). */
export async function probe(path: string): Promise<ProbeResult> {
  const started = performance.now();
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: shown as text.
    }
    const durationMs = Math.round(performance.now() - started);
    return { path, status: response.status, ok: response.ok, durationMs, body };
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const body = error instanceof Error ? error.message : String(error);
    return { path, status: 0, ok: false, durationMs, body };
  }
}
