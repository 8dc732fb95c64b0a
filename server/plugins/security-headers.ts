// Security headers for the app and the API. The CSP allows only our own scripts plus the exact
// inline scripts of the built index.html (by hash), so no 'unsafe-inline' for scripts.
//
// helmet writes the headers; we run it once per configuration at start-up and replay its output
// on every request. (@fastify/helmet rebuilt helmet's middleware, CSP parsing included, on
// every request: about 4% of the public page's CPU under load, bench/RESULTS.md.) A route may
// set `helmet: { ... }` to replace parts of the configuration (the public pages do), or `false`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyReply,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

interface SecurityHeadersOptions {
  /** 'sha256-…' sources of the inline scripts in the built index.html. */
  inlineScriptHashes: string[];
  /** Only behind TLS: over plain HTTP on another host it would blank the page. */
  upgradeInsecureRequests: boolean;
  extraConnectSources?: string[];
}

type HeaderList = readonly (readonly [string, string])[];

declare module 'fastify' {
  // The type parameters must repeat Fastify's own for the declarations to merge.
  interface RouteShorthandOptions<
    /* eslint-disable @typescript-eslint/no-unused-vars */
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends RawRequestDefaultExpression<RawServer> =
      RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer> = RawReplyDefaultExpression<RawServer>,
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    ContextConfig = ContextConfigDefault,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    /* eslint-enable @typescript-eslint/no-unused-vars */
  > {
    /** Replaces parts of the app's helmet configuration for this route; false: no headers. */
    helmet?: HelmetOptions | false;
  }
  interface FastifyContextConfig {
    securityHeaders?: HeaderList;
  }
  interface FastifyInstance {
    /** The app's header list, for answers sent before any onRequest hook (a bad URL). */
    appSecurityHeaders: HeaderList;
  }
}

/** Writes a header list on a reply (what the onRequest hook does for routed requests). */
export function writeSecurityHeaders(reply: FastifyReply, headers: HeaderList): void {
  for (const [name, value] of headers) reply.raw.setHeader(name, value);
}

/** What helmet's middleware sets for `options`, captured from a stand-in response. */
function headersOf(options: HelmetOptions): HeaderList {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    const appOptions: HelmetOptions = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.inlineScriptHashes.map((h) => `'${h}'`)],
          // Toast and chart libraries inject style attributes; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(options.extraConnectSources ?? [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: options.upgradeInsecureRequests ? [] : null,
        },
      },
      // The public review page links out to Google; keep the referrer to our origin only.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: options.upgradeInsecureRequests,
    };
    const appHeaders = headersOf(appOptions);
    app.decorate('appSecurityHeaders', appHeaders);

    app.addHook('onRoute', (route) => {
      const own = route.helmet;
      if (own === undefined) return;
      // A route never names both spellings of one header (hsts, strictTransportSecurity).
      const securityHeaders =
        own === false ? [] : headersOf({ ...appOptions, ...own } as HelmetOptions);
      route.config = Object.assign(route.config ?? {}, { securityHeaders });
    });
    app.addHook('onRequest', (request, reply, done) => {
      writeSecurityHeaders(reply, request.routeOptions.config.securityHeaders ?? appHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
