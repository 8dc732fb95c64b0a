// Landed migrations are never edited: each one's SHA-256 is recorded in
// server/db/migrations-landed.json when it lands, and server/db/migrations-landed.test.ts fails on
// any difference. `npm run db:record` records migrations that are new (it never rewrites a record).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
export const RECORD_FILE = path.join(import.meta.dirname, 'migrations-landed.json');

/** Every migration's file name and the SHA-256 of its bytes, in order. */
export function migrationDigests(dir = MIGRATIONS_DIR): Record<string, string> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return Object.fromEntries(
    files.map((name) => [
      name,
      createHash('sha256')
        .update(readFileSync(path.join(dir, name)))
        .digest('hex'),
    ]),
  );
}

export function recordedDigests(file = RECORD_FILE): Record<string, string> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}
