// One database handle for both engines: PGlite (embedded, data in DATA_DIR) when no DATABASE_URL
// is given, PostgreSQL through node-postgres otherwise. Callers see the same Drizzle API. With
// DATABASE_READ_URL a second pool reaches a streaming standby: `read`
// (docs/decisions/019-read-replica.md).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-extensions';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { withTimeout } from '../lib/with-timeout';
import { yieldToEventLoop } from '../lib/yield';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** The underlying engine, for migrations, LISTEN/NOTIFY and tests. */
  engine: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  /**
   * A streaming standby of `db` (DATABASE_READ_URL) for reads that may lag a moment, else `db`
   * itself. Which one a request reads from is decided in server/db/read-routing.ts.
   */
  read: Database;
  /** Resolves when a trivial query succeeds within timeoutMs. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Whether DATABASE_READ_URL gave this handle a standby of its own. */
export const hasReadReplica = (handle: DatabaseHandle) => handle.read !== handle.db;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** An already open PGlite (tests clone one migrated template). */
  pglite?: PGlite;
  poolSize?: number;
  /** DATABASE_READ_URL: a standby of databaseUrl. */
  readUrl?: string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = openPostgres(options.databaseUrl, options.poolSize ?? 10, 3000);
    if (!options.readUrl) return handle;
    // Small, and quick to give up: a read the standby cannot take runs on the primary instead.
    const replica = openPostgres(options.readUrl, READ_POOL_SIZE, 1000);
    return {
      ...handle,
      read: replica.db,
      close: async () => {
        await replica.close();
        await handle.close();
      },
    };
  }
  if (options.pglite) return wrapPglite(options.pglite);
  const dir = path.resolve(options.dataDir ?? './data', 'pglite');
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir, PGLITE_OPTIONS));
}

/** How long a health check waits for `select 1`. */
const PING_TIMEOUT_MS = 2000;

/** Connections to the standby: dashboards, lists and exports only, and each read is short. */
const READ_POOL_SIZE = 4;

/** Lets timers and sockets run: PGlite answers on this thread, in one synchronous call. */
const yieldToIo = async <T>(value: T) => {
  await yieldToEventLoop();
  return value;
};

/**
 * PGlite runs each statement synchronously on this thread and resolves it as a microtask, so a
 * run of statements (a page of re-matching, a chunk of an import) would hold every request until
 * it ends. After each statement the event loop gets a turn (docs/decisions/030-cpu-worker-threads.md).
 */
function yieldingPglite<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(object);
      if (property === 'query' || property === 'exec')
        return (...args: unknown[]) => (method(...args) as Promise<unknown>).then(yieldToIo);
      if (property === 'transaction')
        return (callback: (tx: object) => Promise<unknown>) =>
          method((tx: object) => callback(yieldingPglite(tx)));
      return method;
    },
  });
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(yieldingPglite(client), { schema }) as unknown as Database;
  return {
    db,
    read: db,
    driver: 'pglite',
    engine: { kind: 'pglite', client },
    ping: (timeoutMs = PING_TIMEOUT_MS) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        timeoutMs,
      ),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(
  connectionString: string,
  max: number,
  connectTimeoutMs: number,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Fail fast while the database is away instead of queueing requests forever.
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    read: db,
    driver: 'postgres',
    engine: { kind: 'postgres', pool },
    ping: (timeoutMs = PING_TIMEOUT_MS) =>
      withTimeout(
        db.execute(sql`select 1`).then(() => undefined),
        timeoutMs,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
