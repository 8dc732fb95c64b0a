// The first half of `npm start`: build the web app and the server bundle if either is missing or
// stale. The second half (package.json) then execs `node dist/server/main.js`, so the server runs
// as plain JavaScript in a process of its own that receives SIGTERM directly, and migrates its
// database at start-up.
import { ensureServerBuild } from './server-build';
import { ensureWebBuild } from './web-build';

await ensureWebBuild();
await ensureServerBuild();
