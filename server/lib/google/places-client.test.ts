// Error mapping and retries of the Place Details client, with a stubbed fetch.
import { describe, expect, it } from 'vitest';
import { getPlaceDetails, PlacesError } from './places-client';

const googleError = (status: number, reason?: string) =>
  new Response(
    JSON.stringify({
      error: {
        code: status,
        message: 'x',
        status: 'S',
        ...(reason ? { details: [{ reason }] } : {}),
      },
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );

function stub(responses: Array<() => Response>) {
  const calls: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    calls.push(String(url));
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  }) as typeof globalThis.fetch;
  return { calls, options: { fetch, backoffMs: () => 1, apiOrigin: 'http://fake.test' } };
}

async function failure(promise: Promise<unknown>): Promise<PlacesError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof PlacesError)) throw new Error(`expected a PlacesError, got ${error}`);
  return error;
}

describe('getPlaceDetails', () => {
  it('calls the origin with the place id path', async () => {
    const { calls, options } = stub([() => Response.json({ id: 'ChIJx' })]);
    await expect(getPlaceDetails('ChIJx', 'k'.repeat(20), 'id', options)).resolves.toEqual({
      id: 'ChIJx',
    });
    expect(calls).toEqual(['http://fake.test/v1/places/ChIJx']);
  });

  it('maps API_KEY_INVALID and 403 to not properly configured, 404 to not found', async () => {
    const invalid = await failure(
      getPlaceDetails('p', 'k', 'id', stub([() => googleError(400, 'API_KEY_INVALID')]).options),
    );
    expect(invalid.kind).toBe('invalid_key');
    expect(invalid.userMessage).toBe('Google integration not properly configured');
    const denied = await failure(
      getPlaceDetails('p', 'k', 'id', stub([() => googleError(403)]).options),
    );
    expect(denied.userMessage).toBe('Google integration not properly configured');
    const missing = await failure(
      getPlaceDetails('p', 'k', 'id', stub([() => googleError(404)]).options),
    );
    expect(missing.userMessage).toBe('Business not found or Google integration not configured');
  });

  it('retries 429 and 5xx three times in all, then gives up', async () => {
    const { calls, options } = stub([
      () => googleError(429),
      () => googleError(500),
      () => googleError(503),
      () => Response.json({}),
    ]);
    const error = await failure(getPlaceDetails('p', 'k', 'id', options));
    expect(error.kind).toBe('unavailable');
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 4xx', async () => {
    const { calls, options } = stub([() => googleError(403), () => Response.json({})]);
    await failure(getPlaceDetails('p', 'k', 'id', options));
    expect(calls).toHaveLength(1);
  });
});
