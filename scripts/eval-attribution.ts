// npm run eval:attribution [-- --failures] [-- --write] [-- --fresh=dev|heldout]
// Runs the attribution engine over the labelled corpus (server/modules/attribution/corpus) and
// prints, per class and overall, right, wrong, missed, precision and recall (definitions in
// server/modules/attribution/evaluate.ts). --failures lists every wrong and missed case with the
// engine's evidence; --write puts the table into bench/RESULTS.md. Exits 1 below the floors.
// --fresh=dev scores the fresh set's development part instead (server/modules/attribution/fresh,
// five businesses with their own staff and context); --fresh=heldout its frozen held-out part,
// which is read only to report a change's result, once.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCorpus } from '../server/modules/attribution/corpus';
import { CORPUS_OTHER_NAMES, CORPUS_STAFF } from '../server/modules/attribution/corpus/staff';
import { runCases, scoreByClass, type Score } from '../server/modules/attribution/evaluate';
import { ATTRIBUTION_FLOORS } from '../server/modules/attribution/corpus/floors';
import { loadFresh, type FreshPart } from '../server/modules/attribution/fresh';
import { FRESH_BUSINESSES } from '../server/modules/attribution/fresh/businesses';

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

const freshPart = process.argv.find((a) => a.startsWith('--fresh='))?.slice('--fresh='.length);
if (freshPart !== undefined && freshPart !== 'dev' && freshPart !== 'heldout') {
  console.error('--fresh takes dev or heldout');
  process.exit(2);
}

function runCorpus() {
  const cases = loadCorpus();
  return {
    outcomes: runCases(cases, CORPUS_STAFF, CORPUS_OTHER_NAMES),
    about:
      `${cases.length} reviews against a staff of ${CORPUS_STAFF.length} and ` +
      `${CORPUS_OTHER_NAMES.length} not-staff names (server/modules/attribution/corpus)`,
  };
}

function runFresh(part: FreshPart) {
  const cases = loadFresh(part);
  const outcomes = FRESH_BUSINESSES.flatMap((business) =>
    runCases(
      cases.filter((c) => c.business === business.id).map((c) => ({ ...c, class: business.kind })),
      business.staff,
      business.otherNames,
      { name: business.name, locations: business.locations },
    ),
  );
  return {
    outcomes,
    about:
      `the fresh set's ${part} part: ${cases.length} reviews of ${FRESH_BUSINESSES.length} ` +
      'businesses, each decided with its own staff and context (server/modules/attribution/fresh)',
  };
}

const { outcomes, about } = freshPart ? runFresh(freshPart) : runCorpus();
const scores = scoreByClass(outcomes);
const all = scores.get('all')!;
const lines = [
  freshPart
    ? `## Attribution quality (fresh set, ${freshPart})`
    : '## Attribution quality (labelled corpus)',
  '',
  `\`npm run eval:attribution${freshPart ? ` -- --fresh=${freshPart}` : ''}\` on ` +
    `${new Date().toISOString().slice(0, 10)}: ${about}. Floors (labelled corpus): precision >= ` +
    `${ATTRIBUTION_FLOORS.precision}, recall >= ${ATTRIBUTION_FLOORS.recall}.`,
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
if (process.argv.includes('--write') && !freshPart) await writeResults(lines);
const ok =
  freshPart !== undefined ||
  (all.precision >= ATTRIBUTION_FLOORS.precision && all.recall >= ATTRIBUTION_FLOORS.recall);
if (!ok) {
  console.error('\nBelow the floors.');
  process.exit(1);
}
