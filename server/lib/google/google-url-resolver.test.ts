import { describe, expect, it, vi } from 'vitest';
import { isAllowedHop, resolveGoogleUrl, type Fetcher } from './google-url-resolver';

const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const CID = '10281119596374313554';
const PLACE_URL =
  'https://www.google.com/maps/place/Frizerski+salon+Lepota/@44.8176,20.4569,17z/data=!3m1!4b1!4m6!3m5!1s0x6b12ae37b47f5b37:0x8eaddfcd1b32ca52!8m2!3d44.8176!4d20.4569?entry=tts';
const SHORT = 'https://maps.app.goo.gl/7qWFiAfvRsBEKTz56';

const redirect = (location: string, status = 302) =>
  new Response(null, { status, headers: { location } });

/** A fake Google: each URL answers a redirect, a page, or a network error. */
function fakeFetch(routes: Record<string, Response | Error>) {
  return vi.fn<Fetcher>(async (url) => {
    const answer = routes[url];
    if (answer instanceof Error) throw answer;
    return answer ?? new Response('not found', { status: 404 });
  });
}

describe('resolveGoogleUrl', () => {
  it('reads offline forms without fetching', async () => {
    const fetch = fakeFetch({});
    await expect(resolveGoogleUrl(PLACE_URL, { fetch })).resolves.toEqual({
      name: 'Frizerski salon Lepota',
      placeId: PLACE_ID,
      cid: CID,
      lat: 44.8176,
      lng: 20.4569,
      writeReviewUrl: `https://search.google.com/local/writereview?placeid=${PLACE_ID}`,
      needsNetwork: false,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('follows a CID alone to the place Google redirects it to, keeping the CID if it cannot', async () => {
    const cidLink = `https://maps.google.com/?cid=${CID}`;
    const unreachable = fakeFetch({});
    await expect(resolveGoogleUrl(cidLink, { fetch: unreachable })).resolves.toEqual({
      cid: CID,
      needsNetwork: true,
    });
    expect(unreachable).toHaveBeenCalledTimes(1);
    const fetch = fakeFetch({
      [cidLink]: redirect(`https://www.google.com/maps?cid=${CID}`),
      [`https://www.google.com/maps?cid=${CID}`]: redirect(PLACE_URL),
    });
    const review = `https://www.google.com/maps/reviews/data=!4m5!14m4!1m3!1m2!1sChdDSUhN!2m1!1s0x0:${'0x8eaddfcd1b32ca52'}`;
    await expect(resolveGoogleUrl(review, { fetch })).resolves.toMatchObject({
      placeId: PLACE_ID,
      name: 'Frizerski salon Lepota',
      needsNetwork: false,
    });
  });

  it('returns null for what is not a Google business URL', async () => {
    const fetch = fakeFetch({});
    await expect(resolveGoogleUrl('https://evil.example/maps', { fetch })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('follows a short link through two hops to a maps place URL', async () => {
    const fetch = fakeFetch({
      [SHORT]: redirect('https://goo.gl/maps/Up94VLPN5kPJ74WEA', 301),
      'https://goo.gl/maps/Up94VLPN5kPJ74WEA': redirect(PLACE_URL),
    });
    const result = await resolveGoogleUrl(SHORT, { fetch });
    expect(result).toMatchObject({
      name: 'Frizerski salon Lepota',
      placeId: PLACE_ID,
      cid: CID,
      lat: 44.8176,
      lng: 20.4569,
      needsNetwork: false,
      resolvedFrom: PLACE_URL,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    const init = fetch.mock.calls[0]?.[1];
    expect(init).toMatchObject({ redirect: 'manual', credentials: 'omit' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect((init?.headers as Record<string, string>)['user-agent']).toMatch(/Mozilla/);
    // The place page itself is not requested: its URL already names the place.
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain(PLACE_URL);
  });

  it('reads the target of the EU consent interstitial without fetching it', async () => {
    const consent = `https://consent.google.com/ml?continue=${encodeURIComponent(PLACE_URL)}`;
    const fetch = fakeFetch({ [SHORT]: redirect(consent) });
    await expect(resolveGoogleUrl(SHORT, { fetch })).resolves.toMatchObject({
      placeId: PLACE_ID,
      needsNetwork: false,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    'http://127.0.0.1/',
    'http://localhost:3000/admin',
    'http://evil.example/',
    'https://google.com.evil.net/maps/place/x',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data',
    'https://www.google.com:8443/maps?cid=1',
    'file:///etc/passwd',
  ])('never fetches a non-Google hop (%s)', async (location) => {
    const fetch = fakeFetch({ [SHORT]: redirect(location) });
    await expect(resolveGoogleUrl(SHORT, { fetch })).resolves.toEqual({ needsNetwork: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(SHORT);
  });

  it('stops after five hops', async () => {
    const hops = Array.from({ length: 8 }, (_, i) => `https://maps.app.goo.gl/hop${i}`);
    const routes = Object.fromEntries(hops.map((url, i) => [url, redirect(hops[i + 1] ?? SHORT)]));
    const fetch = fakeFetch(routes);
    await expect(resolveGoogleUrl(hops[0] ?? '', { fetch })).resolves.toEqual({
      needsNetwork: true,
    });
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('keeps what it learned before a failing hop', async () => {
    const cidUrl = `https://maps.google.com/?cid=${CID}`;
    const fetch = fakeFetch({ [SHORT]: redirect(cidUrl), [cidUrl]: new Error('ECONNRESET') });
    await expect(resolveGoogleUrl(SHORT, { fetch })).resolves.toEqual({
      cid: CID,
      needsNetwork: true,
      resolvedFrom: cidUrl,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('returns the offline reading on a network error, a timeout or a 404', async () => {
    for (const answer of [
      new TypeError('fetch failed'),
      new DOMException('timed out', 'TimeoutError'),
      new Response('gone', { status: 404 }),
    ]) {
      const fetch = fakeFetch({ [SHORT]: answer });
      await expect(resolveGoogleUrl(SHORT, { fetch })).resolves.toEqual({ needsNetwork: true });
    }
  });

  it('requests short links over https only', async () => {
    const fetch = fakeFetch({});
    await resolveGoogleUrl('http://g.page/r/CagAPRsZ3RSuEBM/review', { fetch });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://g.page/r/CagAPRsZ3RSuEBM/review');
  });
});

describe('isAllowedHop', () => {
  it('accepts Google hosts only', () => {
    for (const ok of [
      'https://maps.app.goo.gl/x',
      'https://goo.gl/maps/x',
      'https://g.page/x',
      'https://share.google/x',
      'https://search.app/x',
      'https://google.rs/maps',
      'https://www.google.co.uk/maps',
      'https://maps.google.com/?cid=1',
      'https://search.google.com/local/writereview?placeid=x',
    ])
      expect(isAllowedHop(new URL(ok)), ok).toBe(true);
    for (const bad of [
      'https://googie.com/',
      'https://user:pw@www.google.com/',
      'https://evil.google.com.example/',
      'ftp://google.com/',
      'https://127.0.0.1/',
    ])
      expect(isAllowedHop(new URL(bad)), bad).toBe(false);
  });
});
