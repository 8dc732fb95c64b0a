import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { buildTestApp } from '../test/build-test-app';

const THEME_SCRIPT = "document.documentElement.classList.add('dark')";
let webRoot: string;
let app: App;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'rt-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(webRoot, 'assets', 'app-abc.js'), 'console.log(1)');
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({ webRoot });
});

afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('health', () => {
  it('answers liveness on /healthz', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: '1.0.0' });
  });

  it('reports the database as ready on /readyz', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      database: { ok: true, driver: app.database.driver },
    });
  });
});

describe('the built web app', () => {
  it('serves index.html for the landing routes', async () => {
    for (const url of ['/', '/en', '/sr']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the app with status 404 for paths it does not know', async () => {
    const res = await app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and answers a missing asset with 404', async () => {
    const asset = await app.inject('/assets/app-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('allows exactly the inline theme script through the content security policy', async () => {
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('errors', () => {
  it('answers an unknown API route with the JSON error envelope', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        key: expect.any(String),
        code: 'NOT_FOUND',
        message: 'Route GET /api/nothing-here not found',
      },
    });
  });

  it('answers a POST to an unknown path with JSON, not the web app', async () => {
    const res = await app.inject({ method: 'POST', url: '/en', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('security headers', () => {
  it('sets the usual protective headers on API answers', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their zod schemas', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
    expect(
      doc.paths['/readyz'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('database');
  });

  it('serves the interactive documentation at /api/docs', async () => {
    const res = await app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
