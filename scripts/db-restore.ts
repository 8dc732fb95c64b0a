// `npm run db:restore -- <file> [--force]`: puts a backup of `npm run db:backup` back into the
// database the server is configured with (docs/OPERATIONS.md). Stop every server first.
// PostgreSQL: the backup's SQL run by psql in one transaction (all or nothing); a database
// that already holds tables is only replaced with --force. PGlite: the data directory is
// rebuilt from the .tar.gz; an existing one is only replaced with --force, and then it is moved
// aside (DATA_DIR/pglite.before-restore-YYYYMMDD-HHMM), never deleted.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../server/db/pglite-extensions';
import pg from 'pg';
import {
  assertPgliteStopped,
  describeUrl,
  parseArgs,
  postgresTool,
  runCli,
  targetFromEnv,
  timestamp,
  UsageError,
} from './db-backup';

const USAGE = `usage: npm run db:restore -- <file> [--force]
  file     a backup written by npm run db:backup (.dump for PostgreSQL, .tar.gz for PGlite)
  --force  replace the data that is there now
The database is the server's: DATABASE_URL when set, else DATA_DIR (default ./data).
Stop every ReviewTrace server using the database first.`;

async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * The backup's SQL (pg_restore to a script) run by psql in ONE transaction after emptying the
 * schemas, so it is all or nothing. Not `pg_restore --clean`: its drops fail on the partitions of
 * the funnel tables (a partition's inherited primary key cannot be dropped on its own). psql's
 * input is ended only once pg_restore has succeeded: at the end of its input psql commits, so a
 * backup that fails half-way (cut short, damaged) must stop psql instead, which rolls back.
 */
function restorePostgres(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = spawn(postgresTool('pg_restore'), ['--no-owner', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const psql = spawn(
      postgresTool('psql'),
      [
        '--no-psqlrc',
        '--quiet',
        '--set=ON_ERROR_STOP=1',
        '--single-transaction',
        `--dbname=${url}`,
        // Every schema of ours: the tables (public), drizzle's journal, the job engine's queues.
        '--command=drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema public cascade; create schema public;',
        '--file=-',
      ],
      { stdio: ['pipe', 'ignore', 'inherit'] },
    );
    script.stdout.pipe(psql.stdin, { end: false });
    // psql stopping early (an SQL error) breaks the pipe; its exit code tells the user.
    psql.stdin.on('error', () => undefined);
    let failure: Error | undefined;
    const fail = (error: Error) => {
      failure ??= error;
      psql.kill('SIGTERM');
    };
    script.once('error', fail);
    psql.once('error', (error) => {
      failure ??= error;
      script.kill('SIGTERM');
    });
    // 'close': the process has exited and its output is all read, so psql has every byte of it.
    script.once('close', (code) => {
      if (code === 0) psql.stdin.end();
      else fail(new Error(`pg_restore failed (exit code ${code}): nothing was restored`));
    });
    psql.once('close', (code) => {
      if (failure) reject(failure);
      else if (code !== 0)
        reject(new Error(`psql failed (exit code ${code}): nothing was restored`));
      else resolve();
    });
  });
}

export async function restore(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const args = parseArgs(argv, USAGE);
  if (!args.file) throw new UsageError(`which backup file?\n${USAGE}`);
  const file = path.resolve(args.file);
  if (!existsSync(file)) throw new UsageError(`${file} does not exist`);
  const target = targetFromEnv(env);

  if (target.engine === 'postgres') {
    const url = target.databaseUrl!;
    const tables = await countTables(url);
    if (tables > 0 && !args.force) {
      throw new UsageError(
        `${describeUrl(url)} already holds ${tables} tables; restoring replaces them. ` +
          'Stop every server, then pass --force (take a backup of the current data first).',
      );
    }
    console.log(`Restoring ${file} into PostgreSQL ${describeUrl(url)} ...`);
    await restorePostgres(url, file);
    console.log('Restored. Start the server: it applies any newer migrations at start-up.');
    return;
  }

  const dir = target.pgliteDir!;
  const bytes = await readFile(file);
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (!gzip && bytes.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new UsageError(`${file} is not a backup of the embedded database (.tar.gz expected)`);
  }
  let movedAside: string | undefined;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    assertPgliteStopped(dir);
    if (!args.force) {
      throw new UsageError(
        `${dir} already holds a database; restoring replaces it. Stop the server, then pass ` +
          '--force (the current data is kept aside as pglite.before-restore-<time>).',
      );
    }
    movedAside = `${dir}.before-restore-${timestamp()}`;
    if (existsSync(movedAside)) movedAside = `${movedAside}-${process.pid}`;
    await rename(dir, movedAside);
  }
  console.log(`Restoring ${file} into ${dir} ...`);
  try {
    await mkdir(dir, { recursive: true });
    const blob = new Blob([bytes], { type: gzip ? 'application/x-gzip' : 'application/x-tar' });
    const db = await PGlite.create(dir, { ...PGLITE_OPTIONS, loadDataDir: blob });
    try {
      await db.query('select 1');
    } finally {
      await db.close();
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (movedAside) await rename(movedAside, dir);
    throw error;
  }
  if (movedAside) console.log(`The previous data is kept in ${movedAside}; delete it when done.`);
  console.log('Restored. Start the server: it applies any newer migrations at start-up.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runCli(restore);
}
