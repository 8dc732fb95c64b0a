// Serves the built single-page app from dist/web. Hashed assets are cached for a year; index.html
// is never cached so a deploy takes effect at once. Paths the app does not know still get
// index.html (it draws the not-found page) but with status 404.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDebugRoute, isSpaRoute } from '@common/paths';
import type { PublicConfig } from '@common/public-config';
import { withPublicConfig } from '../lib/public-config';
import { routeNotFoundMessage } from '../lib/errors';
import { sendError } from './errors';
import { API_PREFIX } from '@common/api/route';

export interface WebBuild {
  root: string;
  indexHtml: string;
  inlineScriptHashes: string[];
}

export function loadWebBuild(root: string): WebBuild | null {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const inlineScriptHashes = [
    ...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
  return { root, indexHtml, inlineScriptHashes };
}

const NON_SPA_PREFIXES = [API_PREFIX, '/e/', '/qr/', '/auth/google/'];

function wantsApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || NON_SPA_PREFIXES.some((p) => pathname.startsWith(p))) return false;
  if (path.extname(pathname) !== '') return false; // a missing asset is a plain 404
  return true;
}

export default fp<{ build: WebBuild | null; publicConfig?: PublicConfig }>(
  async (app, { build, publicConfig }) => {
    // The public config (error-reporting DSN, environment) goes into the page once, at start-up.
    const indexHtml =
      build && publicConfig ? withPublicConfig(build.indexHtml, publicConfig) : build?.indexHtml;
    if (build) {
      await app.register(fastifyStatic, {
        root: build.root,
        index: false,
        // One route per built file, found at start-up: anything else (directories included) falls
        // through to the not-found handler below.
        wildcard: false,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (build && wantsApp(request)) {
        const pathname = request.url.split('?')[0] ?? '/';
        return reply
          .status(
            isSpaRoute(pathname) || (!app.config.isProduction && isDebugRoute(pathname))
              ? 200
              : 404,
          )
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexHtml);
      }
      return sendError(reply, 404, 'NOT_FOUND', routeNotFoundMessage(request));
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
