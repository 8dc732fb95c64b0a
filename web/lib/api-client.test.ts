// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_INFO_HEADER, CLIENT_INFO_VALUE } from '@common/constants';
import { z } from 'zod';
import { route } from '@common/api/route';
import { ApiError, call, hrefOf } from './api-client';

// Small entries of the route table's shape, so the client is tested apart from the real table.
const session = route({ method: 'GET', path: '/api/auth/session', tags: [], summary: '' });
const create = route({
  method: 'POST',
  path: '/api/employees',
  tags: [],
  summary: '',
  body: z.object({ name: z.string() }),
  responses: { 201: z.object({ id: z.string() }) },
});
const list = route({
  method: 'GET',
  path: '/api/reviews',
  tags: [],
  summary: '',
  query: z.object({
    range: z.string().optional(),
    page: z.number().optional(),
    search: z.string().optional(),
    rating: z.number().nullable().optional(),
  }),
});
const remove = route({
  method: 'DELETE',
  path: '/api/employees/:id',
  tags: [],
  summary: '',
  params: z.object({ id: z.string() }),
  responses: { 204: z.null() },
});
const post = route({ method: 'POST', path: '/api/auth/signup', tags: [], summary: '' });

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the client-info header and the session cookie with every request', async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await call(session);
    const { init, headers } = sentRequest(fetchMock);
    expect(headers.get(CLIENT_INFO_HEADER)).toBe(CLIENT_INFO_VALUE);
    expect(init.credentials).toBe('same-origin');
  });

  it('sends a body as JSON and returns the parsed JSON answer', async () => {
    const fetchMock = stubFetch(json({ id: 'e1' }, { status: 201 }));
    const result = await call(create, { body: { name: 'Milica' } });
    const { init, headers } = sentRequest(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Milica"}');
    expect(result).toEqual({ id: 'e1' });
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const fetchMock = stubFetch(json([]));
    await call(list, { query: { range: '7d', page: 2, search: undefined, rating: null } });
    expect(sentRequest(fetchMock).url).toBe('/api/reviews?range=7d&page=2');
  });

  it('answers undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(call(remove, { params: { id: 'e1' } })).resolves.toBeUndefined();
  });

  it('turns the error envelope into an ApiError with status, code and message', async () => {
    stubFetch(
      json(
        { error: { code: 'EMAIL_TAKEN', message: 'Email already registered' } },
        { status: 409 },
      ),
    );
    const error = await call(post).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Email already registered',
    });
  });

  it('reads Retry-After from a rate-limited answer', async () => {
    stubFetch(
      json(
        { error: { code: 'RATE_LIMITED', message: 'Too many requests' } },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );
    await expect(call(post)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 30,
    });
  });

  it('keeps the error text of a failed backend function envelope', async () => {
    stubFetch(json({ success: false, error: 'Business not found' }, { status: 404 }));
    await expect(call(post)).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Business not found',
    });
  });

  it('derives a code from the status when the body is not the envelope', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(call(session)).rejects.toMatchObject({
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'Bad Gateway',
    });
    stubFetch(new Response('<html>Timeout</html>', { status: 504, statusText: 'Gateway Timeout' }));
    await expect(call(session)).rejects.toMatchObject({
      status: 504,
      code: 'INTERNAL',
    });
  });

  it('reports an unreachable server as status 0 with code NETWORK_ERROR', async () => {
    stubFetch(new TypeError('fetch failed'));
    await expect(call(session)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('lets an aborted request stay an abort, so queries treat it as cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(new DOMException('aborted', 'AbortError'));
    await expect(call(list, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('fills path parameters URL-encoded, so a value cannot leave its segment', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await call(remove, { params: { id: '../x' } });
    expect(sentRequest(fetchMock).url).toBe('/api/employees/..%2Fx');
    expect(sentRequest(fetchMock).init.method).toBe('DELETE');
  });

  it('builds a link with its parameters and query for the browser to follow', () => {
    expect(hrefOf(list, { query: { range: '30d', rating: null } })).toBe('/api/reviews?range=30d');
    expect(hrefOf(session)).toBe('/api/auth/session');
  });
});
