import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAppSecret } from './app-secret';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('resolveAppSecret', () => {
  it('prefers the configured secret', async () => {
    const secret = await resolveAppSecret({
      configured: 's'.repeat(32),
      isProduction: true,
      dataDir: '/nonexistent',
    });
    expect(secret).toBe('s'.repeat(32));
  });

  it('generates a secret into DATA_DIR once and reuses it on the next start', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rt-secret-'));
    const first = await resolveAppSecret({
      configured: undefined,
      isProduction: false,
      dataDir: dir,
    });
    const second = await resolveAppSecret({
      configured: undefined,
      isProduction: false,
      dataDir: dir,
    });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect((await readFile(path.join(dir, 'app-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dir, 'app-secret'))).mode & 0o777).toBe(0o600);
  });

  it('refuses to invent a secret in production', async () => {
    await expect(
      resolveAppSecret({ configured: undefined, isProduction: true, dataDir: '/nonexistent' }),
    ).rejects.toThrow(/APP_SECRET is required/);
  });
});
