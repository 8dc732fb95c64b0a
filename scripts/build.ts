// `npm run build`: always rebuild the web app and the server bundle.
import { rm } from 'node:fs/promises';
import { buildServer } from './server-build';
import { ensureWebBuild } from './web-build';

await rm(new URL('../dist/web/.build-stamp', import.meta.url), { force: true });
await ensureWebBuild();
await buildServer();
