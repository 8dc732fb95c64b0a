// GET /metrics: Prometheus text behind OPERATOR_TOKEN, with the product's own series.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';

const TOKEN = 'operator-token-0123456789abcdef-01';
const scrape = (app: App, authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { OPERATOR_TOKEN: TOKEN } });
  });
  afterAll(() => app.close());

  it('answers 401 without the operator token', async () => {
    expect((await scrape(app)).statusCode).toBe(401);
    expect((await scrape(app, 'Bearer wrong')).statusCode).toBe(401);
  });

  it('shows request durations by route pattern, funnel batches and the product counters', async () => {
    const business = await createBusiness(app.database.db);
    const employee = await createEmployee(app.database.db, business, {
      name: 'Milica Jovanović',
    });
    await app.inject({
      url: `/e/${employee.slug}`,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' },
    });
    const res = await scrape(app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = res.body;
    expect(body).toMatch(
      /reviewtrace_http_request_duration_seconds_count\{[^}]*route="\/e\/:slug"/,
    );
    expect(body).not.toContain(employee.slug);
    for (const name of [
      'reviewtrace_funnel_batch_size',
      'reviewtrace_funnel_queue_depth',
      'reviewtrace_realtime_open_streams',
      'reviewtrace_sync_jobs_total',
      'reviewtrace_attribution_decisions_total',
      'reviewtrace_process_resident_memory_bytes',
    ])
      expect(body, name).toContain(name);
  });
});

describe('GET /metrics without OPERATOR_TOKEN', () => {
  it('does not exist', async () => {
    const app = await buildTestApp();
    expect((await scrape(app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    await app.close();
  });
});
