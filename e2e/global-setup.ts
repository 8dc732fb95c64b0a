// Once per e2e run: build the web app if needed, start the real server on a free port with an
// empty DATA_DIR, and hand its address to the specs. Stops it and removes the data afterwards.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../scripts/web-build';
import { seed, type E2eFixtures } from './seed';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    fixtures: E2eFixtures;
  }
}

const ROOT = path.resolve(import.meta.dirname, '..');

export default async function setup(project: TestProject) {
  await ensureWebBuild();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-e2e-'));
  project.provide('fixtures', await seed(dataDir));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/"port":(\d+)/);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      } else if (server.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the server exited during start-up:\n${output}`));
      }
    }, 50);
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
