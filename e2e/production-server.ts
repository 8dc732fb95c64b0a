// A second server, started with NODE_ENV=production on its own empty data, for the checks that
// only a production instance can answer (debug routes and tools absent). Same web build as the
// main e2e server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY } from '../scripts/server-build';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startProductionServer(): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rt-e2e-prod-'));
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_SECRET: 'e2e-production-secret-e2e-production-secret',
      // Required in production; this instance mails nothing, so any origin will do.
      PUBLIC_URL: 'http://127.0.0.1',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/"port":(\d+)/);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      } else if (server.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the production server exited during start-up:\n${output}`));
      }
    }, 50);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
