// `npm run build`: always rebuild the web app.
import { rm } from 'node:fs/promises';
import { ensureWebBuild } from './web-build';

await rm(new URL('../dist/web/.build-stamp', import.meta.url), { force: true });
await ensureWebBuild();
