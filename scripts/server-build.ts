// Bundles the server into dist/server/main.js (esbuild, docs/decisions/018-server-bundle.md), so
// the production process runs plain JavaScript: no TypeScript compiler loaded at run time, which
// saves start-up time and memory. Dependencies stay in node_modules (native and WebAssembly
// packages load from there); only our own code and common/ are bundled. Rebuilt when missing or
// older than its sources, like the web build.
import { existsSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { newestMtime, ROOT } from './web-build';

const OUT_DIR = path.join(ROOT, 'dist/server');
export const SERVER_ENTRY = path.join(OUT_DIR, 'main.js');
const STAMP = path.join(OUT_DIR, '.build-stamp');
const INPUTS = ['server', 'common', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json'];

async function serverBuildIsFresh(): Promise<boolean> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(STAMP)) return false;
  const built = (await stat(STAMP)).mtimeMs;
  const inputs = await Promise.all(INPUTS.map((p) => newestMtime(path.join(ROOT, p))));
  return Math.max(...inputs) <= built;
}

/** How server code is compiled for production; benches compile what they time the same way. */
export const SERVER_BUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  sourcemap: true,
  logLevel: 'warning',
} as const satisfies BuildOptions;

export async function buildServer(): Promise<void> {
  await build({
    ...SERVER_BUILD_OPTIONS,
    // The worker thread's tasks sit beside main.js, where server/workers/cpu-pool.ts looks.
    entryPoints: {
      main: path.join(ROOT, 'server/main.ts'),
      'cpu-tasks': path.join(ROOT, 'server/workers/cpu-tasks.ts'),
    },
    outdir: OUT_DIR,
  });
  await writeFile(STAMP, `${new Date().toISOString()}\n`);
}

export async function ensureServerBuild(log: (message: string) => void = console.log) {
  if (await serverBuildIsFresh()) return;
  log('Building the server (dist/server)…');
  await buildServer();
}
