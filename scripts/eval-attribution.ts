// npm run eval:attribution [-- --failures] [-- --write]
// Runs the attribution engine over the labelled corpus (server/modules/attribution/corpus) and
// prints, per class and overall, right, wrong, missed, precision and recall (definitions in
// server/modules/attribution/evaluate.ts). --failures lists every wrong and missed case with the
// engine's evidence; --write puts the table into bench/RESULTS.md. Exits 1 below the floors.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCorpus } from '../server/modules/attribution/corpus';
import { CORPUS_OTHER_NAMES, CORPUS_STAFF } from '../server/modules/attribution/corpus/staff';
import { runCases, scoreByClass, type Score } from '../server/modules/attribution/evaluate';
import { ATTRIBUTION_FLOORS } from '../server/modules/attribution/corpus/floors';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BEGIN = '<!-- eval:attribution -->';
const END = '<!-- /eval:attribution -->';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const row = (name: string, s: Score) =>
  `| ${name} | ${s.cases} | ${s.right} | ${s.wrong} | ${s.missed} | ${pct(s.precision)} | ${pct(s.recall)} |`;

function table(scores: Map<string, Score>): string[] {
  return [
    '| class | cases | right | wrong | missed | precision | recall |',
    '|---|---|---|---|---|---|---|',
    ...[...scores].map(([name, s]) => row(name === 'all' ? '**all**' : name, s)),
  ];
}

async function writeResults(lines: string[]) {
  const file = path.join(ROOT, 'bench/RESULTS.md');
  const current = await readFile(file, 'utf8').catch(() => '# Benchmark results\n');
  const block = [BEGIN, ...lines, END].join('\n');
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(file, next);
}

const cases = loadCorpus();
const outcomes = runCases(cases, CORPUS_STAFF, CORPUS_OTHER_NAMES);
const scores = scoreByClass(outcomes);
const all = scores.get('all')!;
const lines = [
  '## Attribution quality (labelled corpus)',
  '',
  `\`npm run eval:attribution\` on ${new Date().toISOString().slice(0, 10)}: ${cases.length} reviews ` +
    `against a staff of ${CORPUS_STAFF.length} and ${CORPUS_OTHER_NAMES.length} not-staff names ` +
    `(server/modules/attribution/corpus). Floors: precision >= ${ATTRIBUTION_FLOORS.precision}, ` +
    `recall >= ${ATTRIBUTION_FLOORS.recall}.`,
  '',
  ...table(scores),
];
console.log(lines.join('\n'));
if (process.argv.includes('--failures')) {
  for (const o of outcomes.filter((x) => x.verdict === 'wrong' || x.verdict === 'missed')) {
    console.log(`\n${o.verdict.toUpperCase()} ${o.review.id} (${o.review.author ?? 'anonymous'})`);
    console.log(`  ${o.review.text}`);
    console.log(`  expected ${JSON.stringify(o.review.credit)}, credited ${o.credited}`);
    console.log(`  evidence ${JSON.stringify(o.evidence)}`);
  }
}
if (process.argv.includes('--write')) await writeResults(lines);
const ok = all.precision >= ATTRIBUTION_FLOORS.precision && all.recall >= ATTRIBUTION_FLOORS.recall;
if (!ok) {
  console.error('\nBelow the floors.');
  process.exit(1);
}
