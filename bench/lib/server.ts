// The real server as a child process, exactly as production starts it, so a bench measures
// the code that ships (including whatever the funnel's write path does today).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ensureServerBuild, SERVER_ENTRY } from '../../scripts/server-build';
import { APP_SECRET, ROOT } from './common';

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** From spawning the process to the first healthy answer (polled every 25 ms). */
  readyMs: number;
  output: () => string;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  env?: Record<string, string>;
}

/** A port nobody listens on right now (the OS picks it; the tiny race is harmless here). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  await ensureServerBuild();
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    APP_SECRET,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // At info every request is logged, which would bill the server for log lines; the start-up
    // line that names the port is info too, so the bench picks the free port itself.
    LOG_LEVEL: 'warn',
    GOOGLE_SYNC_INTERVAL_MINUTES: '0',
    // As behind a reverse proxy on the same host: the load names each visitor's address in
    // X-Forwarded-For (bench/lib/visitors.ts), so per-address caps apply per visitor.
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    ...options.env,
  };
  if (!options.databaseUrl) delete env.DATABASE_URL;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    if (output.length < 200_000) output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    const ready = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - spawnedAt;
  return {
    url,
    port,
    process: child,
    readyMs,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
