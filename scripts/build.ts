// `npm run build`: always rebuild the web app and the server bundle.
// `--if-stale` (npm test) rebuilds only what is missing or older than its sources.
import { rm } from 'node:fs/promises';
import { buildServer, ensureServerBuild } from './server-build';
import { ensureWebBuild } from './web-build';

if (process.argv.includes('--if-stale')) {
  await ensureWebBuild();
  await ensureServerBuild();
} else {
  await rm(new URL('../dist/web/.build-stamp', import.meta.url), { force: true });
  await ensureWebBuild();
  await buildServer();
}
