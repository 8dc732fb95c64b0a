// buildTestApp(): the real app on a fresh migrated database of the run's engine, with quiet logs.
// Close it with `await app.close()` (afterAll); that also drops or closes its database.
// useTestApp(): the same, built before a file's tests and closed after them, in one line.
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { openTestDatabase } from './test-databases';

export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-0123';
/** Files a test app writes (mails without SMTP) go here, never into the repository's ./data. */
const TEST_DATA_DIR = path.join(os.tmpdir(), `reviewtrace-test-${process.pid}`);

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string;
}

export function testConfig(env: Record<string, string> = {}): Config & { appSecret: string } {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: TEST_APP_SECRET,
    DATA_DIR: TEST_DATA_DIR,
    ...env,
  });
  return { ...config, appSecret: TEST_APP_SECRET };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    webRoot: options.webRoot ?? '/nonexistent-web-build',
    logger: false,
    closeDatabaseOnClose: true,
  });
  await app.ready();
  return app;
}

/**
 * The file's app: built in `beforeAll`, closed in `afterAll`. The value stands for the app from
 * the first test on; touching it earlier (at import time) throws.
 */
export function useTestApp(options: TestAppOptions = {}): App {
  let app: App | undefined;
  beforeAll(async () => {
    app = await buildTestApp(options);
  });
  afterAll(() => app?.close());
  return lateBound(() => app, 'useTestApp');
}

/**
 * Stands for a value made in `beforeAll`: every property read goes to it (methods bound to it);
 * reading before it exists throws.
 */
export function lateBound<T extends object>(current: () => T | undefined, name: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      const value = current();
      if (!value) throw new Error(`${name}: made in beforeAll, before the first test`);
      const member: unknown = Reflect.get(value, property, value);
      return typeof member === 'function'
        ? (member as (...a: unknown[]) => unknown).bind(value)
        : member;
    },
    set(_target, property, member) {
      const value = current();
      if (!value) throw new Error(`${name}: made in beforeAll, before the first test`);
      return Reflect.set(value, property, member, value);
    },
  });
}
