// `npm test`: every check of the repository, in the order that fails fastest, with the wall time
// of each step printed as it ends and in a table at the end (docs/testing.md).
//   npm test                     all steps
//   npm test -- vitest e2e       only the named steps, in the usual order
// Steps in one lane run one after another; the static checks run in two lanes at once, since
// each of them is a single-threaded process and the machine has two cores.
// The database tests run once on the main engine: PostgreSQL when TEST_DATABASE_URL is set (CI),
// else PGlite; the engine's own tests then run again on PGlite (ADR 024).
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** Steps with the same group start together; a group ends when all its lanes end. */
  group: string;
  lane?: number;
}

const npx = (...args: string[]) => ['npx', ...args];
const tsx = (script: string, ...args: string[]) => ['node', '--import', 'tsx', script, ...args];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const STEPS: Step[] = [
  { group: 'static', lane: 0, name: 'eslint', command: ['npm', 'run', '-s', 'lint:eslint'] },
  { group: 'static', lane: 1, name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { group: 'static', lane: 0, name: 'prettier', command: ['npm', 'run', '-s', 'lint:format'] },
  { group: 'static', lane: 1, name: 'cycles', command: ['npm', 'run', '-s', 'lint:cycles'] },
  // With the short ones spread out, both lanes end within seconds of each other.
  { group: 'static', lane: 0, name: 'knip', command: npx('knip') },
  {
    group: 'vitest',
    name: 'vitest',
    command: npx('vitest', 'run'),
    env: { TEST_DB_DRIVER: onPostgres ? 'postgres' : 'pglite' },
  },
  ...(onPostgres
    ? [{ group: 'engines', name: 'pglite', command: tsx('scripts/test-engines.ts', 'pglite') }]
    : []),
  { group: 'build', name: 'build', command: tsx('scripts/build.ts', '--if-stale') },
  { group: 'build', name: 'bundle', command: tsx('scripts/check-bundle.ts') },
  { group: 'e2e', name: 'e2e', command: tsx('scripts/test-e2e.ts') },
];

interface Timing {
  name: string;
  seconds: number;
  ok: boolean;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

function run(step: Step): Promise<Timing> {
  const started = performance.now();
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  return new Promise((resolve) => {
    const [bin = 'false', ...args] = step.command;
    const child = spawn(bin, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
    child.on('exit', (code) => {
      const timing = { name: step.name, seconds: seconds(started), ok: code === 0 };
      console.log(
        `◀ ${step.name}: ${timing.ok ? 'passed' : 'FAILED'} in ${timing.seconds.toFixed(1)} s`,
      );
      resolve(timing);
    });
  });
}

/** Runs a lane's steps one after another, stopping at its first failure. */
async function runLane(steps: Step[]): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const step of steps) {
    const timing = await run(step);
    timings.push(timing);
    if (!timing.ok) break;
  }
  return timings;
}

function report(timings: Timing[], total: number) {
  const width = Math.max(...timings.map((t) => t.name.length), 'total'.length);
  console.log('\nStep times (wall clock; the static checks run in two lanes at once):');
  for (const t of timings) {
    console.log(
      `  ${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(6)} s  ${t.ok ? 'passed' : 'FAILED'}`,
    );
  }
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s`);
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !STEPS.some((s) => s.name === name));
  if (unknown.length) {
    console.error(
      `Unknown step(s): ${unknown.join(', ')}. Steps: ${STEPS.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
  const steps = wanted.length ? STEPS.filter((s) => wanted.includes(s.name)) : STEPS;
  const started = performance.now();
  const timings: Timing[] = [];
  for (const group of [...new Set(steps.map((s) => s.group))]) {
    const inGroup = steps.filter((s) => s.group === group);
    const lanes = [...new Set(inGroup.map((s) => s.lane ?? 0))];
    const results = await Promise.all(
      lanes.map((lane) => runLane(inGroup.filter((s) => (s.lane ?? 0) === lane))),
    );
    timings.push(...results.flat());
    if (timings.some((t) => !t.ok)) break;
  }
  report(timings, seconds(started));
  const failed = timings.filter((t) => !t.ok).map((t) => t.name);
  if (failed.length) {
    console.error(`\nnpm test FAILED at: ${failed.join(', ')}`);
    process.exit(1);
  }
}

await main();
