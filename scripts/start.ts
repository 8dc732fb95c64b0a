// `npm start`: build the web app if needed, then boot the server in this same process (so
// SIGTERM reaches it directly). The server migrates its database at start-up.
import { ensureWebBuild } from './web-build';

await ensureWebBuild();
await import('../server/main');
