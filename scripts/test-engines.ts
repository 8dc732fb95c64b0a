// `npm run test:pg` and `npm run test:pglite`: the database tests whose subject is the engine
// itself (test/suite-layout.ts lists them, each with what differs; docs/testing.md), on the
// engine named. `npm test` runs every database test once on its main engine (PostgreSQL when
// TEST_DATABASE_URL is set, else PGlite), then these again on the other one when it can.
//   npm run test:pglite -- --reporter=verbose     (arguments go to vitest)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bothEngineFiles, suiteLayout } from '../test/suite-layout';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const engine = process.argv[2];
if (engine !== 'postgres' && engine !== 'pglite') {
  console.error('usage: node --import tsx scripts/test-engines.ts postgres|pglite [vitest args]');
  process.exit(2);
}
const url = process.env.TEST_DATABASE_URL;
if (engine === 'postgres' && !url) {
  console.log('test:pg: TEST_DATABASE_URL is not set, so the PostgreSQL pass does not run.');
  process.exit(0);
}
const layout = suiteLayout(ROOT);
const files = bothEngineFiles(layout).filter(
  (file) => engine === 'postgres' || !layout.postgresOnly.includes(file),
);
console.log(
  `test:${engine === 'postgres' ? 'pg' : 'pglite'}: the ${files.length} engine test files`,
);
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    '--project',
    'isolated',
    ...process.argv.slice(3),
    ...files,
  ],
  { stdio: 'inherit', env: { ...process.env, TEST_DB_DRIVER: engine } },
);
process.exit(result.status ?? 1);
