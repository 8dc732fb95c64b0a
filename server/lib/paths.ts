// Where the repository's files are, whether this code runs from its sources (server/…, through
// tsx in development and tests) or from the production bundle (dist/server/main.js, see
// scripts/server-build.ts): the root is the nearest folder above this file with a package.json.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_FOLDER = path.join(ROOT, 'server/db/migrations');
/** The current text of every database function, one file each (server/db/functions.ts). */
export const FUNCTIONS_FOLDER = path.join(ROOT, 'server/db/functions');
export const WEB_BUILD_FOLDER = path.join(ROOT, 'dist/web');
