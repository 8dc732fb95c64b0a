// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_INFO_HEADER, CLIENT_INFO_VALUE } from '@common/constants';
import { api, ApiError } from './api-client';

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
    await api.get('/api/auth/session');
    const { init, headers } = sentRequest(fetchMock);
    expect(headers.get(CLIENT_INFO_HEADER)).toBe(CLIENT_INFO_VALUE);
    expect(init.credentials).toBe('same-origin');
  });

  it('sends a body as JSON and returns the parsed JSON answer', async () => {
    const fetchMock = stubFetch(json({ id: 'e1' }, { status: 201 }));
    const result = await api.post<{ id: string }>('/api/employees', { name: 'Milica' });
    const { init, headers } = sentRequest(fetchMock);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Milica"}');
    expect(result).toEqual({ id: 'e1' });
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const fetchMock = stubFetch(json([]));
    await api.get('/api/reviews', {
      query: { range: '7d', page: 2, search: undefined, rating: null },
    });
    expect(sentRequest(fetchMock).url).toBe('/api/reviews?range=7d&page=2');
  });

  it('answers undefined for 204 No Content', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/employees/e1')).resolves.toBeUndefined();
  });

  it('turns the error envelope into an ApiError with status, code and message', async () => {
    stubFetch(
      json(
        { error: { code: 'EMAIL_TAKEN', message: 'Email already registered' } },
        { status: 409 },
      ),
    );
    const error = await api.post('/api/auth/signup', {}).catch((e: unknown) => e);
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
    await expect(api.post('/api/auth/signin', {})).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 30,
    });
  });

  it('keeps the error text of a failed backend function envelope', async () => {
    stubFetch(json({ success: false, error: 'Business not found' }, { status: 404 }));
    await expect(api.post('/api/functions/connect-business', {})).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Business not found',
    });
  });

  it('derives a code from the status when the body is not the envelope', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/api/analytics')).rejects.toMatchObject({
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'Bad Gateway',
    });
    stubFetch(new Response('<html>Timeout</html>', { status: 504, statusText: 'Gateway Timeout' }));
    await expect(api.get('/api/analytics')).rejects.toMatchObject({
      status: 504,
      code: 'INTERNAL',
    });
  });

  it('reports an unreachable server as status 0 with code NETWORK_ERROR', async () => {
    stubFetch(new TypeError('fetch failed'));
    await expect(api.get('/api/auth/session')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('lets an aborted request stay an abort, so queries treat it as cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/api/reviews', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
