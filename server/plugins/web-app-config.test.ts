import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp, TEST_APP_SECRET } from '../../test/build-test-app';

let webRoot: string;
let app: App;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'rt-web-config-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>ReviewTrace</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildTestApp({ webRoot });
});

afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the public config of the served app', () => {
  it('tells the browser the environment and release, and no secret', async () => {
    const res = await app.inject('/auth');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta name="rt-config" content="{&quot;environment&quot;:&quot;test&quot;,&quot;release&quot;:&quot;1.0.0&quot;}" />',
    );
    expect(res.body).not.toContain('sentryDsn');
    expect(res.body).not.toContain(TEST_APP_SECRET);
  });

  it('allows no reporting origin in the CSP when no DSN is set', async () => {
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
  });
});
