// `npm run db:backup -- [file] [--force]`: a backup of the database the server is configured
// with (docs/OPERATIONS.md). PostgreSQL (DATABASE_URL set): `pg_dump -Fc`, safe while servers
// run. PGlite (DATA_DIR): the server must be stopped; the data directory is opened once and
// written as PGlite's own .tar.gz (dumpDataDir), which `npm run db:restore` loads back.
// Default file: ./backups/reviewtrace-YYYYMMDD-HHMM.dump (or .tar.gz), UTC time. An existing
// file is never overwritten without --force. The helpers are shared with scripts/db-restore.ts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from '../server/db/pglite-extensions';

export class UsageError extends Error {}

export interface Target {
  engine: 'postgres' | 'pglite';
  /** DATABASE_URL for postgres. */
  databaseUrl?: string;
  /** DATA_DIR/pglite for pglite. */
  pgliteDir?: string;
}

/** The same choice the server makes (server/db/client.ts): DATABASE_URL, else DATA_DIR/pglite. */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new UsageError('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return { engine: 'postgres', databaseUrl };
  }
  const dataDir = env.DATA_DIR?.trim() || './data';
  return { engine: 'pglite', pgliteDir: path.resolve(dataDir, 'pglite') };
}

/** The URL without its password, for messages. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export interface Args {
  file: string | undefined;
  force: boolean;
}

export function parseArgs(argv: string[], usage: string): Args {
  let file: string | undefined;
  let force = false;
  for (const arg of argv) {
    if (arg === '--force') force = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}\n${usage}`);
    else if (file === undefined) file = arg;
    else throw new UsageError(`one file only, got ${file} and ${arg}\n${usage}`);
  }
  return { file, force };
}

/** A client tool (pg_dump, pg_restore): from PATH, else the newest /usr/lib/postgresql. */
export function postgresTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(base, versions[0], 'bin', name);
  }
  throw new UsageError(
    `${name} was not found on PATH or under /usr/lib/postgresql/*/bin; install the PostgreSQL ` +
      'client tools (the same major version as the server, or newer)',
  );
}

/** Runs a tool, passing its output through; rejects with its exit code. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * PGlite keeps postmaster.pid in its directory while it is open and removes it on a clean close:
 * present means a server is running on it, or the last one was killed. Copying either is unsafe.
 */
export function assertPgliteStopped(dir: string) {
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new UsageError(
      `${dir} is in use: a ReviewTrace server is running on it, or the last one did not shut down ` +
        'cleanly (postmaster.pid is present). Stop the server (SIGTERM / Ctrl-C) and try again; ' +
        'after a crash, start the server once and stop it cleanly first.',
    );
  }
}

export function timestamp(now = new Date()): string {
  const iso = now.toISOString(); // 2026-11-23T18:04:05.000Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

const USAGE = `usage: npm run db:backup -- [file] [--force]
  file     where to write (default ./backups/reviewtrace-YYYYMMDD-HHMM.dump on PostgreSQL,
           .tar.gz on the embedded database; UTC time)
  --force  overwrite the file if it exists
The database is the server's: DATABASE_URL when set, else DATA_DIR (default ./data).
The embedded database (PGlite) can only be backed up while the server is stopped.`;

export async function backup(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const args = parseArgs(argv, USAGE);
  const target = targetFromEnv(env);
  const extension = target.engine === 'postgres' ? 'dump' : 'tar.gz';
  const file = path.resolve(
    args.file ?? path.join('backups', `reviewtrace-${timestamp()}.${extension}`),
  );
  if (existsSync(file) && !args.force) {
    throw new UsageError(`${file} already exists; pass --force to overwrite it`);
  }
  await mkdir(path.dirname(file), { recursive: true });
  // Written next to the target and renamed at the end: a failed backup leaves no half file.
  const partial = `${file}.partial`;
  try {
    if (target.engine === 'postgres') {
      const url = target.databaseUrl!;
      console.log(`Backing up PostgreSQL ${describeUrl(url)} ...`);
      await runTool(postgresTool('pg_dump'), [
        '--format=custom',
        `--file=${partial}`,
        `--dbname=${url}`,
      ]);
    } else {
      const dir = target.pgliteDir!;
      if (!existsSync(path.join(dir, 'PG_VERSION'))) {
        throw new UsageError(`no embedded database in ${dir} (is DATA_DIR right?)`);
      }
      assertPgliteStopped(dir);
      console.log(`Backing up the embedded database in ${dir} ...`);
      const db = await PGlite.create(dir, PGLITE_OPTIONS);
      try {
        const dump = await db.dumpDataDir('gzip');
        await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  console.log(`Backup written: ${file} (${humanSize((await stat(file)).size)})`);
  return file;
}

export async function runCli(task: (argv: string[]) => Promise<unknown>) {
  try {
    await task(process.argv.slice(2));
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runCli(backup);
}
