// The one way the web app talks to the server: JSON over same-origin fetch with the session
// cookie, the client-info header of docs/product-rules.md §7, and errors turned into ApiError so callers and
// TanStack Query can branch on status and code instead of parsing responses.
import { CLIENT_INFO_HEADER, CLIENT_INFO_VALUE } from '@common/constants';
import { codeForStatus } from '@common/error-status';
import {
  pathOf,
  queryString,
  type QueryValue,
  type RouteContract,
  type RouteInput,
  type RouteResult,
} from '@common/api/route';

/**
 * A failed request. `code` is the server's stable error code (common/errors.ts) when the body is
 * the docs/http-api.md envelope; otherwise one derived from the status. `status` is 0 when the request
 * never reached the server.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Seconds from the Retry-After header of a 429 or 503, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;
  /** The parsed body: some refusals carry more than the envelope (a 409 sync names its job). */
  readonly body: unknown;
  /** The catalogue key of the wording (docs/errors.md), when the server sent one. */
  readonly key: string | undefined;
  /** Values the wording names (`{{name}}`). */
  readonly params: Record<string, string> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    retryAfterSeconds?: number,
    body?: unknown,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.body = body;
    const sent = errorFields(body);
    this.key = sent.key;
    this.params = sent.params;
  }
}

function errorFields(body: unknown): { key?: string; params?: Record<string, string> } {
  if (typeof body !== 'object' || body === null) return {};
  const holder = 'error' in body && typeof body.error === 'object' ? body.error : body;
  if (typeof holder !== 'object' || holder === null) return {};
  const key = 'key' in holder && typeof holder.key === 'string' ? holder.key : undefined;
  const params =
    'params' in holder && typeof holder.params === 'object' && holder.params !== null
      ? (holder.params as Record<string, string>)
      : undefined;
  return { key, params };
}

/** Fired on window when requests start failing to reach the server, and when one gets through. */
export const CONNECTION_EVENT = 'rt:connection';
let reachable = true;

function reportConnection(ok: boolean) {
  if (ok === reachable || typeof window === 'undefined') return;
  reachable = ok;
  window.dispatchEvent(new CustomEvent(CONNECTION_EVENT, { detail: ok }));
}

interface RequestOptions {
  method: RouteContract['method'];
  /** Sent as JSON; FormData is passed through for file uploads. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isErrorEnvelope(value: unknown): value is { error: { code: string; message: string } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

function isFunctionFailure(value: unknown): value is { success: false; error: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'success' in value &&
    value.success === false &&
    'error' in value &&
    typeof value.error === 'string' &&
    value.error !== ''
  );
}

function parseRetryAfter(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isErrorEnvelope(body)) {
    return new ApiError(response.status, body.error.code, body.error.message, retryAfter, body);
  }
  // The docs/product-rules.md §7 backend functions answer failures as { success: false, error: "text" }.
  const code = codeForStatus(response.status);
  if (isFunctionFailure(body)) {
    return new ApiError(response.status, code, body.error, retryAfter, body);
  }
  const message = response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, code, message, retryAfter);
}

async function apiRequest(url: string, options: RequestOptions): Promise<unknown> {
  const { method, body, signal } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set(CLIENT_INFO_HEADER, CLIENT_INFO_VALUE);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body instanceof Blob) {
    // One file as the body: the server reads its bytes and detects what it is.
    headers.set('Content-Type', body.type || 'application/octet-stream');
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // An abort must stay an AbortError so TanStack Query treats it as a cancellation.
    if (signal?.aborted) throw error;
    reportConnection(false);
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached');
  }
  reportConnection(true);

  if (!response.ok) throw await toApiError(response);

  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'The server sent a response that is not JSON',
    );
  }
}

/** What a call sends besides the route's own input. */
interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A file upload: sent as it is, in place of a JSON body (a form, or one file as the body). */
  form?: FormData | Blob;
}

type CallArgs<C extends RouteContract> =
  object extends RouteInput<C>
    ? [input?: RouteInput<C> & CallOptions]
    : [input: RouteInput<C> & CallOptions];

interface AnyInput extends CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** The address of a route with its parameters and query: for links the browser follows itself. */
export function hrefOf<C extends RouteContract>(contract: C, ...[input]: CallArgs<C>): string {
  const { params, query } = (input ?? {}) as AnyInput;
  return pathOf(contract, params) + queryString(query);
}

/**
 * Calls a route of the table (common/api) with what its schemas ask for and answers what its
 * success schema says, so the server and the web app cannot drift apart unnoticed.
 */
export async function call<C extends RouteContract>(
  contract: C,
  ...[input]: CallArgs<C>
): Promise<RouteResult<C>> {
  const { body, form, signal, headers } = (input ?? {}) as AnyInput;
  const result = await apiRequest(hrefOf(contract, input as never), {
    method: contract.method,
    body: form ?? body,
    signal,
    headers,
  });
  return result as RouteResult<C>;
}
