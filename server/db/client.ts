// One database handle for both engines: PGlite (embedded, data in DATA_DIR) when no DATABASE_URL
// is given, PostgreSQL through node-postgres otherwise. Callers see the same Drizzle API.
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

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** The underlying engine, for migrations, LISTEN/NOTIFY and tests. */
  engine: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  /** Resolves when a trivial query succeeds within timeoutMs. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** An already open PGlite (tests clone one migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.pglite) return wrapPglite(options.pglite);
  const dir = path.resolve(options.dataDir ?? './data', 'pglite');
  await mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir, PGLITE_OPTIONS));
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    engine: { kind: 'pglite', client },
    ping: (timeoutMs) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        timeoutMs,
      ),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(connectionString: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Fail fast while the database is away instead of queueing requests forever.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    engine: { kind: 'postgres', pool },
    ping: (timeoutMs) =>
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

function withTimeout<T>(promise: Promise<T>, timeoutMs = 2000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
