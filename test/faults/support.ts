// Plumbing of the fault tests: a private PostgreSQL cluster in a temp dir (never the shared one
// on 5432), the real server as a child process (like server/main.test.ts), seeding, and a
// concurrent touch load that records every answer with its start and end time.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { employees } from '../../server/db/schema';
import { phoneUserAgent } from '../visitors';
import { insertBusiness } from '../../server/modules/business/business.repository';

const run = promisify(execFile);
export const ROOT = path.resolve(import.meta.dirname, '../..');
const APP_SECRET = 'fault-tests-app-secret-0123456789abcdef';

// ---------------------------------------------------------------------------------------------
// A private PostgreSQL cluster

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, or undefined. */
export function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: then the cluster belongs to the `postgres` system user. */
export async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return { uid, gid };
}

export interface Cluster {
  port: number;
  /** postgres://postgres@127.0.0.1:port/reviewtrace */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: clients are disconnected, the shutdown checkpoint runs. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startCluster(bin: string): Promise<Cluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rt-faults-pg-'));
  const owner = await clusterOwner();
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  const port = await freePort();
  await run(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...as, cwd: dir },
  );
  const ctl = (...args: string[]) =>
    run(path.join(bin, 'pg_ctl'), ['-D', data, ...args], { ...as, cwd: dir });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await ctl('-l', path.join(dir, 'postgres.log'), '-w', '-t', '30', '-o', options, 'start');
  };
  await start();
  const base = `postgres://postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    await admin.query('create database reviewtrace');
  } finally {
    await admin.end();
  }
  let destroyed = false;
  return {
    port,
    url: `${base}/reviewtrace`,
    start,
    stop: async () => {
      await ctl('-m', 'fast', '-w', '-t', '30', 'stop');
    },
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      await ctl('-m', 'immediate', '-w', 'stop').catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding

export const SLUG = 'fault-ana';

/** Migrates and writes one business with one employee whose public page is /e/fault-ana. */
export async function seedFunnel(options: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase({ ...options, poolSize: 1 });
  try {
    await runMigrations(database);
    const business = await insertBusiness(database.db, {
      name: 'Salon Faults',
      slug: 'salon-faults',
    });
    await database.db
      .insert(employees)
      .values({ businessId: business!.id, name: 'Ana Faults', code: 'fault1', slug: SLUG });
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The real server process

export interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  port: number;
  base: string;
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      APP_SECRET,
      GOOGLE_SYNC_INTERVAL_MINUTES: '0',
      // Load comes from one test process as many phones: each names its own address
      // (visitorHeaders), as a proxy would, so the per-address visitor cap does not apply.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    const match = output.match(/"port":(\d+)/);
    if (match) {
      const port = Number(match[1]);
      return { child, output: () => output, exited, port, base: `http://127.0.0.1:${port}` };
    }
    if (child.exitCode !== null || child.signalCode !== null) break;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  return server.exited;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function status(url: string, timeoutMs = 5000): Promise<number | 'error'> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'error';
  }
}

/** Polls until `url` answers `expected` (or throws after timeoutMs). */
export async function waitForStatus(url: string, expected: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last: number | 'error' = 'error';
  while (Date.now() < deadline) {
    last = await status(url, 3000);
    if (last === expected) return;
    await sleep(100);
  }
  throw new Error(`${url} still answers ${last}, not ${expected}, after ${timeoutMs} ms`);
}

// ---------------------------------------------------------------------------------------------
// Touch load

/** How long a touch may take before the client gives up and records it as hanging. */
export const HANG_MS = 10_000;

interface Outcome {
  n: number;
  start: number;
  end: number;
  /** HTTP status, 'error' (connection refused or reset) or 'hang' (no answer within HANG_MS). */
  status: number | 'error' | 'hang';
}

export interface Load {
  outcomes: Outcome[];
  /** Requests sent and not answered yet. */
  inFlight(): number;
  /** Stops sending; resolves when every request sent has an outcome. */
  stop(): Promise<void>;
}

/** Phone n behind its own address (documentation range 198.51.100.0/24 and up). */
export function visitorHeaders(n: number): Record<string, string> {
  return {
    'user-agent': phoneUserAgent(n),
    'x-forwarded-for': `198.${51 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`,
  };
}

export function startTouchLoad(base: string, slug: string, concurrency: number): Load {
  const outcomes: Outcome[] = [];
  let next = 0;
  let inFlight = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      const n = next++;
      const start = Date.now();
      inFlight++;
      let result: Outcome['status'];
      try {
        const response = await fetch(`${base}/e/${slug}`, {
          headers: visitorHeaders(n),
          signal: AbortSignal.timeout(HANG_MS),
        });
        await response.arrayBuffer();
        result = response.status;
      } catch (error) {
        result = (error as Error).name === 'TimeoutError' ? 'hang' : 'error';
      }
      inFlight--;
      outcomes.push({ n, start, end: Date.now(), status: result });
      // Do not spin on a dead server or database.
      if (result !== 200) await sleep(25);
    }
  };
  const workers = Array.from({ length: concurrency }, () => worker());
  return {
    outcomes,
    inFlight: () => inFlight,
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

export async function waitUntil(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}
