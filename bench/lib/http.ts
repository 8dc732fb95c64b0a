// Small HTTP helpers over fetch: sign in for a session cookie, time sequential GETs.
import { median, percentile } from './common';

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('rt_session='));
  if (!cookie) throw new Error('sign-in set no rt_session cookie');
  return cookie;
}

export async function getJson<T>(url: string, cookie?: string): Promise<T> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface Timing {
  median: number;
  p95: number;
  samples: number;
}

/**
 * Sequential requests (a dashboard is one user's page load, not a crowd), after a warm-up, taking
 * turns between the urls (cookies[i] for urls[i]).
 */
export async function timeAlternating(
  urls: string[],
  cookies: string[],
  samples: number,
): Promise<Timing[]> {
  const times = urls.map(() => [] as number[]);
  for (let i = 0; i < 10; i++) {
    for (const [j, url] of urls.entries()) await getJson(url, cookies[j]);
  }
  for (let i = 0; i < samples; i++) {
    for (const [j, url] of urls.entries()) {
      const started = performance.now();
      await getJson(url, cookies[j]);
      times[j]!.push(performance.now() - started);
    }
  }
  return times.map((t) => ({ median: median(t), p95: percentile(t, 95), samples }));
}
