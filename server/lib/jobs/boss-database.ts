// pg-boss runs its SQL through this adapter over our own handle: node-postgres's pool as is, and
// PGlite's single connection (parameterised statements through `query`; pg-boss's parameterless
// multi-statement scripts, its schema and migrations, through `exec`).
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';

export const JOB_SCHEMA = 'pgboss';

export function bossDatabase(handle: DatabaseHandle): PgBoss.Db {
  const { engine } = handle;
  if (engine.kind === 'postgres')
    return { executeSql: (text, values) => engine.pool.query(text, values) };
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return engine.client.query(text, values);
      const results = await engine.client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * Creates or upgrades pg-boss's schema through `db` (server/db/migrate.ts passes the connection
 * that holds its lock).
 */
export async function installJobSchema(db: PgBoss.Db): Promise<void> {
  const boss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/** Runs `work` in one transaction of its own, its statements through the given adapter. */
export async function inTransaction<T>(
  handle: DatabaseHandle,
  work: (db: PgBoss.Db) => Promise<T>,
): Promise<T> {
  const { engine } = handle;
  if (engine.kind === 'pglite')
    return engine.client.transaction((tx) =>
      work({ executeSql: (text, values) => tx.query(text, values) }),
    );
  const client = await engine.pool.connect();
  try {
    await client.query('begin');
    const result = await work({ executeSql: (text, values) => client.query(text, values) });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
