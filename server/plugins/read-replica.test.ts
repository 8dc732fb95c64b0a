// Without DATABASE_READ_URL (PGlite always) nothing changes: reads that may lag read the one
// database, writes set no extra cookie and /metrics names no replica. The replica's own behaviour
// is proven against a real standby in server/db/read-replica.pg.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../../test/build-test-app';
import { signUpManager } from '../../test/auth-helpers';

const TOKEN = 'operator-token-0123456789abcdef-01';
let app: App;
let cookie = '';
beforeAll(async () => {
  app = await buildTestApp({ env: { OPERATOR_TOKEN: TOKEN } });
  cookie = (await signUpManager(app)).cookie;
});
afterAll(() => app.close());

describe('without a read replica', () => {
  it('reads and writes the one database, with no cookie or metric of its own', async () => {
    expect(app.database.read).toBe(app.database.db);
    const rename = await app.inject({
      method: 'PATCH',
      url: '/api/business',
      headers: { cookie },
      payload: { name: 'Salon Jedan' },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.cookies.map((c) => c.name)).not.toContain('rt_wrote');
    // A browser that carries the cookie anyway reads the same database.
    for (const extra of ['', '; rt_wrote=1']) {
      const overview = await app.inject({
        url: '/api/analytics/overview?range=7d',
        headers: { cookie: `${cookie}${extra}` },
      });
      expect(overview.statusCode).toBe(200);
    }
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.body).not.toContain('reviewtrace_read_replica');
  });
});
