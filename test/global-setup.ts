// Runs once per vitest run: migrates one template database for the chosen engine, which every
// test file then copies (see engines.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../server/db/pglite-extensions';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { adminQuery, postgresAdminUrl, testDriver, withDatabase } from './engines';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (testDriver() === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rt-template-'));
  const client = await PGlite.create(PGLITE_OPTIONS);
  const handle = await openDatabase({ pglite: client });
  await runMigrations(handle);
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return async () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = postgresAdminUrl();
  const name = `rt_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, (c) => c.query(`create database "${name}"`));
  const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), poolSize: 1 });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await adminQuery(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
  };
}
