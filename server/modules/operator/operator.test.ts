import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { createBusiness, createEmployee } from '../../../test/factories';
import { businesses } from '../../db/schema';
import { eq } from 'drizzle-orm';

const TOKEN = 'operator-token-0123456789abcdef-01';
const status = (target: App, authorization?: string) =>
  target.inject({
    url: '/api/operator/status',
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/operator/status without OPERATOR_TOKEN', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers 404 as if the endpoint did not exist', async () => {
    const res = await status(app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    const unknown = await app.inject({ url: '/api/operator/nothing' });
    expect(res.json().error.code).toBe(unknown.json().error.code);
  });
});

describe('GET /api/operator/status with OPERATOR_TOKEN', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { OPERATOR_TOKEN: TOKEN } });
  });
  afterAll(() => app.close());

  it('answers 401 without a token, with a wrong one, or with a session instead', async () => {
    const manager = await signUpManager(app);
    for (const header of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await status(app, header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json().error.message).toBe('The operator token is not valid.');
    }
    const withCookie = await app.inject({
      url: '/api/operator/status',
      headers: { cookie: manager.cookie },
    });
    expect(withCookie.statusCode).toBe(401);
  });

  it('reports version, database and counts, and the businesses whose sync fails', async () => {
    const manager = await signUpManager(app);
    const db = app.database.db;
    await createEmployee(db, { id: manager.businessId });
    const failing = await createBusiness(db, {
      name: 'Salon Greška',
      googleIntegrationStatus: 'expired',
      googleStatusMessage: 'Your Google integration has expired.',
      googleApiKey: 'secret-api-key-ciphertext',
      email: 'owner-private@example.com',
    });
    const res = await status(app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      version: '1.0.0',
      node: process.version,
      database: { kind: app.database.driver, ok: true },
    });
    expect(body.database.sizeBytes).toBeGreaterThan(0);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(body.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(body.counts.businesses).toBeGreaterThanOrEqual(2);
    expect(body.counts.users).toBeGreaterThanOrEqual(1);
    expect(body.counts.employees).toBeGreaterThanOrEqual(1);
    for (const key of ['touches', 'clickouts', 'reviews', 'activityEvents'])
      expect(typeof body.counts[key]).toBe('number');
    expect(body.sync.failingBusinesses).toContainEqual({
      businessId: failing.id,
      name: 'Salon Greška',
      status: 'expired',
      message: 'Your Google integration has expired.',
      lastSyncedAt: null,
    });
    expect(body.sync.recentFailedJobs).toBe(0);

    const text = res.body;
    for (const secret of [TOKEN, 'secret-api-key-ciphertext', 'owner-private@example.com'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(manager.email);
    await db.delete(businesses).where(eq(businesses.id, failing.id));
  });
});
