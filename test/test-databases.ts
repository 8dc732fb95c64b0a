// Test databases. PGlite: one migrated template is dumped once per run (global setup) and every
// app loads that dump.
// PostgreSQL: a migrated template database, copied per app with CREATE DATABASE … TEMPLATE.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../server/db/pglite-extensions';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { adminQuery, postgresAdminUrl, testDriver, withDatabase } from './engines';

let templateDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated PGlite for one app, loaded from the run's dump (about 0.6 s; a new PGlite
 * runs initdb and takes 2-3 s, and a clone() costs as much as a load).
 */
async function freshPglite(): Promise<PGlite> {
  templateDump ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await templateDump });
}

/** A fresh, migrated PostgreSQL database; returns its URL and a function that drops it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = postgresAdminUrl();
  const templateName = inject('postgresTemplate');
  const name = `rt_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, async (client) => {
    // Two files copying the template at the same instant collide; wait and try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${templateName}"`);
        return;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      await adminQuery(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** A fresh, migrated database of the run's engine; closing the handle drops it. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'postgres') {
    const { url, drop } = await freshPostgres();
    const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await drop();
      },
    };
  }
  return openDatabase({ pglite: await freshPglite() });
}
