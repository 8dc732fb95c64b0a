// `npm run db:backup` / `npm run db:restore` as an operator runs them (child processes, the
// server's environment variables): back up, write more, restore, and the extra row is gone. Both
// refuse to overwrite without --force, and the PGlite path refuses a directory in use.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../engines';
import { postgresBin, ROOT, seedFunnel, startCluster, type Cluster } from './support';

interface Result {
  code: number | null;
  output: string;
}

function script(name: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  return new Promise<Result>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const onPostgresPass = process.env.TEST_DB_DRIVER === 'postgres';
let tmp: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'rt-faults-backup-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe.skipIf(onPostgresPass)('db:backup / db:restore on the embedded database', () => {
  const businessNames = async (dataDir: string) => {
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      const rows = await db.query<{ name: string }>('select name from businesses order by name');
      return rows.rows.map((r) => r.name);
    } finally {
      await db.close();
    }
  };

  it('restores the backed-up state: a row written after the backup is gone', async () => {
    const dataDir = path.join(tmp, 'data');
    const env = { DATA_DIR: dataDir };
    await seedFunnel({ dataDir });
    const file = path.join(tmp, 'backups', 'pglite.tar.gz');

    const backedUp = await script('db-backup', [file], env);
    expect(backedUp.output).toContain('Backup written');
    expect(backedUp.code).toBe(0);
    expect(existsSync(file)).toBe(true);

    // Never overwritten without --force.
    const again = await script('db-backup', [file], env);
    expect(again.code).toBe(2);
    expect(again.output).toContain('already exists; pass --force');

    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    await db.query(`insert into businesses (name, slug) values ('After Backup', 'after-backup')`);
    await db.close();
    expect(await businessNames(dataDir)).toEqual(['After Backup', 'Salon Faults']);

    const refused = await script('db-restore', [file], env);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('pass --force');
    expect(await businessNames(dataDir)).toEqual(['After Backup', 'Salon Faults']);

    const restored = await script('db-restore', [file, '--force'], env);
    expect(restored.output).toContain('Restored.');
    expect(restored.code).toBe(0);
    expect(await businessNames(dataDir)).toEqual(['Salon Faults']);
    // The replaced data is moved aside, not deleted.
    expect(readdirSync(dataDir).filter((f) => f.startsWith('pglite.before-restore-'))).toHaveLength(
      1,
    );
  }, 90_000);

  it('refuses a data directory in use (postmaster.pid present)', async () => {
    const dataDir = path.join(tmp, 'busy');
    await seedFunnel({ dataDir });
    await writeFile(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n');
    const result = await script('db-backup', [path.join(tmp, 'busy.tar.gz')], {
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(2);
    expect(result.output).toContain('is in use');
    expect(existsSync(path.join(tmp, 'busy.tar.gz'))).toBe(false);
  }, 30_000);
});

const bin = postgresBin();
const pgSkip = !bin
  ? 'initdb not found under /usr/lib/postgresql/*/bin'
  : onPostgresPass
    ? 'runs in the PGlite pass; it starts its own PostgreSQL'
    : undefined;

describe.skipIf(pgSkip !== undefined)('db:backup / db:restore on PostgreSQL', () => {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    cluster = await startCluster(bin!);
    await seedFunnel({ databaseUrl: cluster.url });
  }, 60_000);
  afterAll(async () => {
    await cluster?.destroy();
  }, 30_000);

  const url = () => cluster!.url;
  // The tools of the cluster's own version, whatever else is on PATH.
  const env = () => ({ DATABASE_URL: url(), PATH: `${bin}${path.delimiter}${process.env.PATH}` });
  const sql = <T extends pg.QueryResultRow>(text: string) =>
    adminQuery(url(), async (client) => (await client.query<T>(text)).rows);
  const names = async () =>
    (await sql<{ name: string }>('select name from businesses order by name')).map((r) => r.name);

  it('pg_dump -Fc and a restore in one transaction: a row written after the backup is gone', async () => {
    const file = path.join(tmp, 'pg.dump');

    const backedUp = await script('db-backup', [file], env());
    expect(backedUp.output).toContain('Backup written');
    expect(backedUp.code).toBe(0);

    await sql(`insert into businesses (name, slug) values ('After Backup', 'after-pg')`);
    expect(await names()).toEqual(['After Backup', 'Salon Faults']);

    const refused = await script('db-restore', [file], env());
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('pass --force');

    const restored = await script('db-restore', [file, '--force'], env());
    expect(restored.output).toContain('Restored.');
    expect(restored.code).toBe(0);
    expect(await names()).toEqual(['Salon Faults']);
  }, 60_000);

  it('a backup cut short restores nothing: the data that was there stays', async () => {
    const file = path.join(tmp, 'whole.dump');
    expect((await script('db-backup', [file], env())).code).toBe(0);
    const whole = await readFile(file);
    const cut = path.join(tmp, 'cut.dump');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await sql(`insert into businesses (name, slug) values ('Still Here', 'still-here')`);
    const before = await names();

    const restored = await script('db-restore', [cut, '--force'], env());
    expect(restored.code).not.toBe(0);
    expect(restored.output).not.toContain('Restored.');
    expect(await names()).toEqual(before);
  }, 60_000);
});
