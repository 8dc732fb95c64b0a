// `npm run dev`: the API with reload (tsx watch, port 3000) and the web app with hot reload (Vite,
// port 5173, proxying API paths to 3000). Ctrl-C or SIGTERM stops both. The tools are started
// with node directly, not through npx, so the signal reaches them and not only a wrapper.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (file: string) => path.join(ROOT, 'node_modules', file);

const children: ChildProcess[] = [
  spawn(
    process.execPath,
    [bin('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug' },
    },
  ),
  spawn(process.execPath, [bin('vite/bin/vite.js')], { cwd: ROOT, stdio: 'inherit' }),
];

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) process.exitCode = code ?? 1;
    stop();
  });
}
