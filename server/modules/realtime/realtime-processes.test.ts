// Several server processes on one PostgreSQL: NOTIFY reaches every LISTENing app, whichever
// wrote the event. PGlite is one process by nature, so these run on PostgreSQL only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase } from '../../db/client';
import { testConfig } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { testDriver } from '../../../test/engines';
import { freshPostgres } from '../../../test/test-databases';
import { ACTIVITY_CHANNEL, insertActivity } from '../activity/activity.repository';
import { listenOnRandomPort, openStream, waitUntil } from '../../../test/sse-client';

async function appOn(url: string): Promise<App> {
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: url }),
    database: await openDatabase({ databaseUrl: url, poolSize: 2 }),
    webRoot: '/nonexistent-web-build',
    logger: false,
    closeDatabaseOnClose: true,
  });
  await app.ready();
  return app;
}

describe.runIf(testDriver() === 'postgres')('realtime across processes sharing PostgreSQL', () => {
  let writer: App;
  let reader: App;
  let readerUrl: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await freshPostgres();
    drop = database.drop;
    writer = await appOn(database.url);
    reader = await appOn(database.url);
    readerUrl = await listenOnRandomPort(reader);
  });
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await drop?.();
  });

  it('delivers an event recorded by one app to a stream on the other', async () => {
    const manager = await signUpManager(writer);
    const stream = await openStream(readerUrl, manager.cookie);
    try {
      await stream.ready();
      const row = await insertActivity(writer.database.db, {
        businessId: manager.businessId,
        employeeId: null,
        type: 'review',
      });
      await waitUntil(() => stream.ofType('activity').length === 1, 1000);
      expect(stream.ofType('activity')[0]!.id).toBe(String(row.id));
    } finally {
      await stream.close();
    }
  });

  it('reconnects its listener after losing the connection and asks streams to refetch', async () => {
    const manager = await signUpManager(writer);
    const stream = await openStream(readerUrl, manager.cookie);
    try {
      await stream.ready();
      // Only the reader app has a stream, so the only LISTEN connection is its listener.
      await writer.database.db.execute(
        sql.raw(`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen ${ACTIVITY_CHANNEL}%'`),
      );
      await waitUntil(() => stream.ofType('refresh').length === 1, 5000);
      const row = await insertActivity(writer.database.db, {
        businessId: manager.businessId,
        employeeId: null,
        type: 'touch',
      });
      await waitUntil(() => stream.ofType('activity').some((e) => e.id === String(row.id)), 2000);
    } finally {
      await stream.close();
    }
  });
});
