// Security headers for the app and the API. The CSP allows only our own scripts plus the exact
// inline scripts of the built index.html (by hash), so no 'unsafe-inline' for scripts.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export interface SecurityHeadersOptions {
  /** 'sha256-…' sources of the inline scripts in the built index.html. */
  inlineScriptHashes: string[];
  /** Only behind TLS: over plain HTTP on another host it would blank the page (STACK-NOTES 7). */
  upgradeInsecureRequests: boolean;
  extraConnectSources?: string[];
}

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    await app.register(helmet, {
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
      hsts: options.upgradeInsecureRequests,
    });
  },
  { name: 'security-headers' },
);
