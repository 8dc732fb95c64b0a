// What every fake `*.googleapis.com` API shares (docs/google.md §A.3, §F): google.rpc.Status error
// bodies, injected failures, request recording and one http server that several APIs can be
// mounted on, so the Places and Business Profile fakes answer on a single GOOGLE_API_ORIGIN.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

export type Json = Record<string, unknown>;
export type FailStatus = 401 | 403 | 429 | 500 | 503;
/**
 * What a scripted request gets: an error in Google's format, no answer at all ('hang'), or a 200
 * whose JSON body starts and never ends ('stall').
 */
export type Fault = FailStatus | 'hang' | 'stall';

const STATUS_NAMES = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
} as const;
export type ErrorCode = keyof typeof STATUS_NAMES;

export class GoogleError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Json[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface ApiRequest {
  method: string;
  path: string;
  /** Header names lower-case. */
  headers: Record<string, string | undefined>;
  query: Record<string, string>;
  /** Parsed JSON, or the raw text when it is not JSON; absent when the body was empty. */
  body?: unknown;
}

export interface ApiRoute {
  /** The googleapis.com service behind `path`, or undefined when the path is not this API's. */
  service(path: string): string | undefined;
  /** Answers or throws a GoogleError; false when no method of the API has this verb and path. */
  handle(request: ApiRequest, res: ServerResponse): boolean;
}

export interface GoogleApiServer {
  origin: string;
  requests: ApiRequest[];
  failNext(status: FailStatus, times?: number): void;
  /**
   * After the requests already scripted, lets `n` requests through untouched, then gives the
   * following `times` (default 1) this fault: a way to fail page 2 of a listing, not page 1.
   */
  failAfter(n: number, fault: Fault, times?: number): void;
  /**
   * The next `times` (default 1) requests get no answer until the client gives up (its timeout)
   * or close() drops the connection.
   */
  hangNext(times?: number): void;
  /** Delay before every answer, ms (0 by default); lets a journey watch a sync's progress. */
  latencyMs: number;
  /** When set, only requests whose path matches wait latencyMs; the rest answer at once. */
  latencyPaths: RegExp | null;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=UTF-8';
const PROJECT = '123456789012';
const API_TITLES: Record<string, string> = {
  'places.googleapis.com': 'Places API (New)',
  'mybusiness.googleapis.com': 'Google My Business API',
  'mybusinessaccountmanagement.googleapis.com': 'My Business Account Management API',
  'mybusinessbusinessinformation.googleapis.com': 'My Business Business Information API',
};

export const errorInfo = (service: string, reason: string, metadata: Json = {}): Json => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata: { service, ...metadata },
});

/** Google's generic 400, naming the offending request field in a BadRequest detail. */
export function invalidArgument(field: string, description: string): GoogleError {
  return new GoogleError(400, 'Request contains an invalid argument.', [
    {
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [{ field, description }],
    },
  ]);
}

// What failNext makes each status look like (messages as observed, §A.3, §B.1).
function injectedError(status: FailStatus, service: string): GoogleError {
  const consumer = { consumer: `projects/${PROJECT}` };
  switch (status) {
    case 401:
      return new GoogleError(
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login ' +
          'cookie or other valid authentication credential. See ' +
          'https://developers.google.com/identity/sign-in/web/devconsole-project.',
        [errorInfo(service, 'ACCESS_TOKEN_TYPE_UNSUPPORTED')],
      );
    case 403:
      return new GoogleError(
        403,
        `${API_TITLES[service] ?? service} has not been used in project ${PROJECT} before or it ` +
          `is disabled. Enable it by visiting https://console.developers.google.com/apis/api/` +
          `${service}/overview?project=${PROJECT} then retry.`,
        [errorInfo(service, 'SERVICE_DISABLED', consumer)],
      );
    case 429: {
      const places = service === 'places.googleapis.com';
      const metric = places ? 'GetPlace requests' : 'Requests per minute';
      const limit = places ? 'GetPlace requests per day' : 'Requests per minute per project';
      return new GoogleError(
        429,
        `Quota exceeded for quota metric '${metric}' and limit '${limit}' of service ` +
          `'${service}' for consumer 'project_number:${PROJECT}'.`,
        [
          errorInfo(service, 'RATE_LIMIT_EXCEEDED', {
            ...consumer,
            quota_limit: places ? 'GetPlaceRequestsPerDay' : 'RequestsPerMinutePerProject',
            quota_metric: `${service}/${places ? 'get_place_requests' : 'requests'}`,
          }),
          { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '41s' },
        ],
      );
    }
    case 500:
      return new GoogleError(500, 'Internal error encountered.');
    case 503:
      return new GoogleError(503, 'The service is currently unavailable.');
  }
}

export async function startGoogleApiServer(routes: ApiRoute[], port = 0): Promise<GoogleApiServer> {
  const requests: ApiRequest[] = [];
  // What the next requests get, in order; 'pass' is an untouched request (failAfter).
  const script: (Fault | 'pass')[] = [];
  const schedule = (fault: Fault | 'pass', times: number) => {
    if (!Number.isInteger(times) || times < 0) throw new RangeError(`bad count: ${times}`);
    for (let i = 0; i < times; i++) script.push(fault);
  };
  const api = { latencyMs: 0, latencyPaths: null } as GoogleApiServer;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const headers: ApiRequest['headers'] = {};
    for (const [name, value] of Object.entries(req.headers)) {
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const raw = await text(req);
    const request: ApiRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      headers,
      query: Object.fromEntries(url.searchParams),
    };
    if (raw !== '') request.body = parseJson(raw);
    requests.push(request);
    const slow = api.latencyMs > 0 && (api.latencyPaths?.test(url.pathname) ?? true);
    if (slow) await new Promise((resolve) => setTimeout(resolve, api.latencyMs));

    const route = routes.find((r) => r.service(url.pathname) !== undefined);
    const injected = script.shift();
    if (injected === 'hang' || injected === 'stall') {
      if (injected === 'stall') {
        res.writeHead(200, { 'content-type': JSON_TYPE });
        res.write('{');
      }
      // The rest never comes: the handler ends when the client aborts or close() drops the socket.
      if (!res.destroyed) await new Promise((resolve) => res.once('close', resolve));
      return;
    }
    if (injected !== undefined && injected !== 'pass') {
      throw injectedError(injected, route?.service(url.pathname) ?? 'places.googleapis.com');
    }
    if (!route?.handle(request, res)) {
      // Google's front end answers unknown URLs with an HTML page, not a Status body.
      res.writeHead(404, { 'content-type': 'text/html; charset=UTF-8' });
      res.end('<!DOCTYPE html><title>Error 404 (Not Found)!!1</title>');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof GoogleError) {
        res.writeHead(error.code, { 'content-type': JSON_TYPE, ...error.headers });
        res.end(JSON.stringify(statusBody(error)));
      } else {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`fake google api: ${String(error)}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;

  Object.assign(api, {
    origin: `http://127.0.0.1:${bound}`,
    requests,
    failNext: (status: FailStatus, times = 1) => schedule(status, times),
    failAfter(n: number, fault: Fault, times = 1) {
      schedule('pass', n);
      schedule(fault, times);
    },
    hangNext: (times = 1) => schedule('hang', times),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections(); // keep-alive sockets from fetch would hold close() open
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
  return api;
}

function statusBody(error: GoogleError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      status: STATUS_NAMES[error.code],
      ...(error.details.length > 0 ? { details: error.details } : {}),
    },
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function pageSize(raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) {
    throw new GoogleError(400, `Invalid value at 'page_size' (TYPE_INT32), "${raw}"`);
  }
  const size = Number(raw);
  if (size < 0 || size > max) {
    throw invalidArgument('page_size', `Page size must be between 0 and ${max}.`);
  }
  return size === 0 ? fallback : size;
}

// Tokens are bound to the listing they came from (collection and order), as Google's are: one
// replayed against another listing is a 400, not a silently wrong page.
export function paginate<T>(items: T[], size: number, token: string | undefined, key: string) {
  const binding = createHash('sha256').update(key).digest('base64url').slice(0, 12);
  let offset = 0;
  if (token !== undefined && token !== '') {
    const [rawOffset = '', bound] = Buffer.from(token, 'base64url').toString('utf8').split('|');
    if (!/^[1-9]\d*$/.test(rawOffset) || bound !== binding) {
      throw invalidArgument('page_token', 'Invalid page token.');
    }
    offset = Number(rawOffset);
  }
  const page = items.slice(offset, offset + size);
  const end = offset + size;
  const next =
    end < items.length ? Buffer.from(`${end}|${binding}`).toString('base64url') : undefined;
  return { page, next };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': JSON_TYPE });
  res.end(JSON.stringify(body));
}

export function dropUndefined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

// Keeps the masked paths; a nested path (displayName.text, reviews.rating) keeps only that member,
// applied to each element of an array.
export function applyMask(value: Json, paths: string[]): Json {
  const tree: MaskTree = new Map();
  for (const path of paths) {
    let node = tree;
    const segments = path.split('.');
    for (const [index, segment] of segments.entries()) {
      const existing = node.get(segment);
      if (existing === 'all') break;
      if (index === segments.length - 1) {
        node.set(segment, 'all');
      } else {
        const child: MaskTree = existing ?? new Map();
        node.set(segment, child);
        node = child;
      }
    }
  }
  return project(value, tree) as Json;
}

type MaskTree = Map<string, MaskTree | 'all'>;

function project(value: unknown, tree: MaskTree): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, tree));
  if (typeof value !== 'object' || value === null) return value;
  const result: Json = {};
  for (const [key, sub] of tree) {
    const member = (value as Json)[key];
    if (member === undefined) continue;
    result[key] = sub === 'all' ? member : project(member, sub);
  }
  return result;
}
