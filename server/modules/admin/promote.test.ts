// The first admin without SQL: `npm run user -- promote EMAIL --role admin`, run as the operator
// would (a child process on the configured database), on the run's engine: a PGlite data
// directory, or a PostgreSQL database in the PostgreSQL pass.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { users } from '../../db/schema';
import { signUpManager, uniqueEmail } from '../../../test/auth-helpers';
import { testConfig } from '../../../test/build-test-app';
import { testDriver } from '../../../test/engines';
import { freshPostgres } from '../../../test/test-databases';

const run = promisify(execFile);
let env: Record<string, string>;
let cleanup: () => Promise<void>;
let email: string;

const open = () =>
  openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR! });

beforeAll(async () => {
  if (testDriver() === 'postgres') {
    const database = await freshPostgres();
    env = { DATABASE_URL: database.url };
    cleanup = database.drop;
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rt-promote-'));
    env = { DATA_DIR: dir };
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  const database = await open();
  await runMigrations(database);
  const app = await buildApp({
    config: testConfig(env),
    database,
    webRoot: '/nonexistent-web-build',
    logger: false,
    closeDatabaseOnClose: true,
  });
  const owner = await signUpManager(app, { email: uniqueEmail('operator') });
  email = owner.email;
  await app.close();
}, 60_000);
afterAll(() => cleanup());

async function userCommand(...args: string[]) {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'scripts/user.ts', ...args], {
      env: { ...process.env, ...env, NODE_ENV: 'test' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run user -- promote', () => {
  it('makes an existing account an admin, whatever the case of the address', async () => {
    const result = await userCommand('promote', email.toUpperCase(), '--role', 'admin');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${email} is now admin`);
    const database = await open();
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, email));
      expect(row!.role).toBe('admin');
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses an unknown address and a wrong command with exit code 1', async () => {
    const unknown = await userCommand('promote', 'nobody@example.com', '--role', 'admin');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account uses the address nobody@example.com.');
    const wrong = await userCommand('promote', email, '--role', 'employee');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Usage: npm run user -- promote EMAIL --role admin|manager');
  }, 60_000);
});
