// Attribution throughput: reviews per second on one core against 500 employees, with the
// engine's batch API (prepareEmployees once, attributeWith per review), in-process, compiled as
// production runs it. The reviews are synthetic Serbian and English texts naming staff in
// grammatical case forms (Milici, Markom, Stefana...), nicknames, no one at all, plus clickouts
// for the time-window rule.
//   node --import tsx bench/attribution.ts [--quick] [--reviews 100000]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as bundle } from 'esbuild';
import type * as EngineModule from '../server/modules/attribution/engine';
import { SERVER_BUILD_OPTIONS } from '../scripts/server-build';
import { isQuick, newResult, numberOption, ROOT, runMain, saveResult } from './lib/common';

type Engine = typeof EngineModule;
type AttributionInput = EngineModule.AttributionInput;
type ClickoutInput = EngineModule.ClickoutInput;
type EmployeeInput = EngineModule.EmployeeInput;

/**
 * The engine compiled as the production bundle compiles it (scripts/server-build.ts), not through
 * tsx: tsx keeps function names with a helper call around every closure, which the hot loop would
 * pay for and production does not. Written under dist/ so its packages resolve.
 */
async function productionEngine(): Promise<Engine> {
  const outfile = path.join(ROOT, 'dist/bench/attribution-engine.mjs');
  await bundle({
    ...SERVER_BUILD_OPTIONS,
    entryPoints: [path.join(ROOT, 'server/modules/attribution/engine.ts')],
    outfile,
  });
  return (await import(pathToFileURL(outfile).href)) as Engine;
}

const FIRST = [
  'Milica',
  'Marko',
  'Jovana',
  'Stefan',
  'Ana',
  'Nikola',
  'Katarina',
  'Luka',
  'Dragana',
  'Miloš',
  'Ivana',
  'Đorđe',
  'Tijana',
  'Nemanja',
  'Jelena',
  'Vuk',
  'Emma',
  'John',
  'Sara',
  'Petar',
];
const LAST = [
  'Petrović',
  'Jovanović',
  'Ilić',
  'Kostić',
  'Nikolić',
  'Savić',
  'Marić',
  'Lukić',
  'Babić',
  'Tomić',
  'Pavlović',
  'Mitić',
  'Đurić',
  'Stanić',
  'Brown',
  'Smith',
  'Zec',
  'Popović',
  'Stojanović',
  'Kovačević',
  'Ristić',
  'Simić',
  'Vasić',
  'Obradović',
  'Milić',
];

/** Serbian case forms of a first name, roughly as customers write them. */
function caseForms(name: string): string[] {
  if (name.endsWith('a')) {
    const stem = name.slice(0, -1);
    return [name, `${stem}i`, `${stem}u`, `${stem}om`, `${stem}e`];
  }
  if (name.endsWith('o')) {
    const stem = name.slice(0, -1);
    return [name, `${stem}u`, `${stem}om`, `${stem}a`];
  }
  return [name, `${name}u`, `${name}om`, `${name}a`];
}

const SR = [
  (n: string) => `Hvala ${n} na strpljenju, sve je bilo odlično!`,
  (n: string) => `Sa ${n} je uvek prijatno, preporučujem svima.`,
  (n: string) => `Posebna pohvala za ${n}, vraćam se sigurno.`,
];
const EN = [
  (n: string) => `Thanks to ${n} for the great service, highly recommend.`,
  (n: string) => `${n} was lovely and very professional.`,
];
const NO_NAME = [
  'Sve pohvale, brzo i ljubazno.',
  'Great place, friendly staff, fair prices.',
  'Čekali smo malo duže nego što je rečeno, ali je usluga bila dobra.',
  null,
];

function build(reviews: number) {
  const employees: EmployeeInput[] = [];
  for (let i = 0; i < 500; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    employees.push({
      id: `e${i}`,
      name: `${first} ${last}`,
      aliases: i % 25 === 0 ? [`${first}ce`] : [],
      isActive: i % 50 !== 49,
    });
  }
  const now = Date.UTC(2026, 10, 22, 12);
  const inputs: AttributionInput[] = [];
  for (let r = 0; r < reviews; r++) {
    const employee = employees[(r * 7919) % employees.length]!;
    const first = employee.name.split(' ')[0]!;
    const forms = caseForms(first);
    const kind = r % 10;
    let text: string | null;
    if (kind < 4) text = SR[r % SR.length]!(forms[r % forms.length]!);
    else if (kind < 6) text = EN[r % EN.length]!(kind === 5 ? employee.name : first);
    else text = NO_NAME[r % NO_NAME.length]!;
    const publishedAt = new Date(now - (r % 720) * 3_600_000);
    const clickouts: ClickoutInput[] =
      kind >= 6
        ? [
            {
              id: r,
              employeeId: employee.id,
              at: new Date(publishedAt.getTime() - 12 * 60_000),
              visitorKey: `visitor-${r}`,
            },
          ]
        : [];
    inputs.push({
      review: { id: `r${r}`, authorName: r % 3 ? `Kupac ${r}` : 'Ivan Kupac', text, publishedAt },
      employees,
      clickouts,
      confirmations: [],
      windowMinutes: 30,
    });
  }
  return { employees, inputs };
}

runMain(async () => {
  const started = performance.now();
  const count = numberOption('reviews', isQuick() ? 20_000 : 100_000);
  const result = newResult('attribution', 'Attribution engine');
  const { attributeWith, prepareEmployees } = await productionEngine();
  const { employees, inputs } = build(count);
  const prepStarted = performance.now();
  const prepared = prepareEmployees(employees);
  const prepMs = performance.now() - prepStarted;
  // A warm-up pass lets V8 optimise before the clock starts; the timed pass is the second.
  for (let i = 0; i < Math.min(2000, inputs.length); i++) attributeWith(prepared, inputs[i]!);
  const byType: Record<string, number> = {};
  const t0 = performance.now();
  for (const input of inputs) {
    const decision = attributeWith(prepared, input);
    byType[decision.matchType] = (byType[decision.matchType] ?? 0) + 1;
  }
  const seconds = (performance.now() - t0) / 1000;
  const rate = count / seconds;
  result.figures.push(
    {
      what: `reviews per second, one core, 500 employees (${count} reviews)`,
      value: rate,
      unit: 'reviews/s',
      target: '>= 50,000',
      met: rate >= 50_000,
    },
    { what: 'prepareEmployees(500), once per batch', value: prepMs, unit: 'ms' },
  );
  result.notes.push(`decisions: ${JSON.stringify(byType)}`);
  await saveResult(result, started);
});
