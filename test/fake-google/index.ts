// One fake Google for integration tests, e2e tests and demos: the OIDC issuer on one port, and
// every `*.googleapis.com` API on another, because the server reaches all of those through a
// single GOOGLE_API_ORIGIN. Business Profile bearer tokens are the issuer's own access tokens, so
// a test exercises sign-in, consent, refresh and revocation exactly as production would.
import {
  createBusinessProfileRoute,
  createFakeBusinessProfile,
  type FakeBusinessProfile,
} from './business-profile';
import { startGoogleApiServer, type ApiRequest, type FailStatus, type Fault } from './google-rpc';
import { startFakeOidcIssuer, type FakeOidcIssuer } from './oidc-issuer';
import { FAKE_PLACES_API_KEY, createPlacesRoute, type FakePlace } from './places-server';
import { createLinksRoute, type FakeLinks } from './links';

export interface FakeGoogle {
  issuer: FakeOidcIssuer;
  api: FakeGoogleApi;
  /** Env for the server under test: GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_OAUTH_ISSUER, GOOGLE_API_ORIGIN. */
  env: Record<
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_OAUTH_ISSUER'
    | 'GOOGLE_API_ORIGIN'
    | 'GOOGLE_LINKS_ORIGIN',
    string
  >;
  close(): Promise<void>;
}

interface FakeGoogleApi {
  /** http://127.0.0.1:PORT, serving the Places and the Business Profile paths. */
  origin: string;
  places: Map<string, FakePlace>;
  validKeys: Set<string>;
  businessProfile: FakeBusinessProfile;
  /** Short links and redirects: a URL and where Google sends it (links.ts). */
  links: FakeLinks;
  /** The next `times` API requests (any path) answer this error in Google's format. */
  failNext(status: FailStatus, times?: number): void;
  /** After the requests already scripted, `n` go through, then `times` (default 1) get `fault`. */
  failAfter(n: number, fault: Fault, times?: number): void;
  /** The next `times` (default 1) API requests get no answer until the client times out. */
  hangNext(times?: number): void;
  requests: ApiRequest[];
  /** Delay before every API answer, ms (0 by default). */
  latencyMs: number;
  /** When set, only API requests whose path matches wait latencyMs. */
  latencyPaths: RegExp | null;
}

export async function startFakeGoogle(
  options: { issuerPort?: number; apiPort?: number } = {},
): Promise<FakeGoogle> {
  const issuer = await startFakeOidcIssuer({ port: options.issuerPort });
  const validKeys = new Set([FAKE_PLACES_API_KEY]);
  const places = new Map<string, FakePlace>();
  const businessProfile = createFakeBusinessProfile();
  const links: FakeLinks = new Map();
  const routes = [
    createLinksRoute(links),
    createPlacesRoute({ validKeys, places }),
    createBusinessProfileRoute(businessProfile, (token) => issuer.tokenInfo(token)),
  ];
  const server = await startGoogleApiServer(routes, options.apiPort).catch(async (error) => {
    await issuer.close(); // e.g. the API port is taken: leave nothing listening behind
    throw error;
  });

  return {
    issuer,
    api: {
      origin: server.origin,
      places,
      validKeys,
      businessProfile,
      links,
      failNext: (status, times) => server.failNext(status, times),
      failAfter: (n, fault, times) => server.failAfter(n, fault, times),
      hangNext: (times) => server.hangNext(times),
      requests: server.requests,
      get latencyMs() {
        return server.latencyMs;
      },
      set latencyMs(ms: number) {
        server.latencyMs = ms;
      },
      get latencyPaths() {
        return server.latencyPaths;
      },
      set latencyPaths(paths: RegExp | null) {
        server.latencyPaths = paths;
      },
    },
    env: {
      GOOGLE_CLIENT_ID: issuer.clientId,
      GOOGLE_CLIENT_SECRET: issuer.clientSecret,
      GOOGLE_OAUTH_ISSUER: issuer.issuer,
      GOOGLE_API_ORIGIN: server.origin,
      GOOGLE_LINKS_ORIGIN: server.origin,
    },
    close: async () => {
      await Promise.all([server.close(), issuer.close()]);
    },
  };
}

export { FAKE_PLACES_API_KEY } from './places-server';
export type { FakeGbpReview } from './business-profile';
export type { FakePlace } from './places-server';
export type { FailStatus, Fault } from './google-rpc';
