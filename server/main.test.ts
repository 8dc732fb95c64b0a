// The real process: configuration errors, start-up on an empty DATA_DIR, graceful shutdown on
// SIGTERM, and a second start on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-main-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

async function waitForPort(running: Running, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = running.output().match(/"port":(\d+)/);
    if (match) return Number(match[1]);
    if (running.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${running.output()}`);
}

async function stop(running: Running) {
  const started = Date.now();
  running.child.kill('SIGTERM');
  const result = await running.exited;
  return { ...result, elapsedMs: Date.now() - started };
}

describe('server/main.ts', () => {
  it('exits with a readable list when the configuration is invalid', async () => {
    const running = startServer({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: dataDir });
    const { code } = await running.exited;
    expect(code).toBe(1);
    expect(running.output()).toContain('ReviewTrace cannot start: the configuration is invalid.');
    expect(running.output()).toMatch(/Environment configuration validation failed:\n {2}- /);
    expect(running.output()).toContain(
      'PORT="abc": PORT must be a whole number between 0 and 65535',
    );
    expect(running.output()).toContain('LOG_LEVEL="loud"');
    expect(running.output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  // Two cold starts of a real process with embedded PostgreSQL: slow on a loaded 2-core runner.
  it('starts on an empty DATA_DIR, stops on SIGTERM within 5 s and reopens the same data', async () => {
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    const first = startServer(env);
    const port = await waitForPort(first);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ database: { driver: 'pglite', ok: true } });
    const secret = await readFile(path.join(dataDir, 'app-secret'), 'utf8');

    const stopped = await stop(first);
    expect(stopped.code).toBe(0);
    expect(stopped.elapsedMs).toBeLessThan(5000);

    // Write between runs, as an operator's tool would, to see it again after the next start.
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    await db.query(`insert into businesses (name, slug) values ('Salon Mila', 'salon-mila')`);
    await db.close();

    const second = startServer(env);
    const port2 = await waitForPort(second);
    expect((await fetch(`http://127.0.0.1:${port2}/readyz`)).status).toBe(200);
    expect(await readFile(path.join(dataDir, 'app-secret'), 'utf8')).toBe(secret);
    expect((await stop(second)).code).toBe(0);

    const reopened = await PGlite.create(path.join(dataDir, 'pglite'));
    const rows = await reopened.query<{ name: string }>('select name from businesses');
    const migrations = await reopened.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await reopened.close();
    expect(rows.rows.map((r) => r.name)).toEqual(['Salon Mila']);
    const journal = JSON.parse(
      await readFile(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8'),
    );
    expect(migrations.rows[0]?.n).toBe(journal.entries.length); // applied once, not twice
  }, 60_000);
});
