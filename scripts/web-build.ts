// Builds the web app when dist/web is missing or older than its sources, so `npm start` and the
// end-to-end tests never serve a stale app and never rebuild an up-to-date one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'dist/web');
const STAMP = path.join(OUT_DIR, '.build-stamp');
/** Written by the build with the app (scripts/vite-bundle-graph.ts). */
const GRAPH = path.join(ROOT, 'dist/bundle-graph.json');
const VITE_BIN = path.join(ROOT, 'node_modules/vite/bin/vite.js');
const INPUTS = ['web', 'common', 'vite.config.ts', 'package-lock.json', 'web/tsconfig.json'];

export async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter(
        (e) => !e.name.startsWith('.') && e.name !== 'node_modules' && !e.name.endsWith('.test.ts'),
      )
      .map((e) => newestMtime(path.join(target, e.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

export async function webBuildIsFresh(): Promise<boolean> {
  if (![path.join(OUT_DIR, 'index.html'), STAMP, GRAPH].every((f) => existsSync(f))) return false;
  const built = (await stat(STAMP)).mtimeMs;
  const inputs = await Promise.all(INPUTS.map((p) => newestMtime(path.join(ROOT, p))));
  return Math.max(...inputs) <= built;
}

export async function ensureWebBuild(log: (message: string) => void = console.log): Promise<void> {
  if (await webBuildIsFresh()) return;
  log('Building the web app (dist/web)…');
  // A child process with NODE_ENV=production: callers such as vitest set NODE_ENV=test, which
  // would otherwise put React's development build into the bundle.
  const result = spawnSync(process.execPath, [VITE_BIN, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0)
    throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  await writeFile(STAMP, `${new Date().toISOString()}\n`);
  log('Web app built.');
}
