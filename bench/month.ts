// A simulated month of one salon (issue 39's "Done when"): 300 Google reviews, a quarter without
// text, about a third naming staff (now and then a colleague who only helped), some left after a
// card's tap through to Google, some after a review request, most by customers the booking system
// knows; customers share first names with each other and with staff, display names come full,
// shortened or in Cyrillic. The engine decides each review twice: with what it had before (the
// text and the cards) and with review requests and visits too. Prints the share credited and
// the share credited wrongly, in all and by match type. Seeded: the same month every run.
//   node --import tsx bench/month.ts [--seed 7]
import { attribute } from '../server/modules/attribution/engine';
import type {
  AttributionInput,
  ClickoutInput,
  CustomerSignal,
  EmployeeInput,
} from '../server/modules/attribution/engine';
import { toCyrillic } from '../common/cyrillic';
import { seededRandom } from '../server/modules/seed/demo-plan';
import { numberOption } from './lib/common';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const START = Date.UTC(2026, 9, 1, 8);

const STAFF: EmployeeInput[] = [
  ['milica', 'Milica Petrović', ['Mica']],
  ['jovana-i', 'Jovana Ilić', []],
  ['jovana-m', 'Jovana Marić', []],
  ['stefan', 'Stefan Kostić', []],
  ['ana', 'Ana Nikolić', []],
  ['nikola', 'Nikola Savić', ['Dzoni']],
  ['teodora', 'Teodora Lukić', ['Teja']],
  ['marko', 'Marko Babić', []],
].map(([id, name, aliases]) => ({
  id: id as string,
  name: name as string,
  aliases: aliases as string[],
  isActive: true,
}));

/** How a customer writes a staff member's name in a thank-you, by the Serbian case it takes. */
const THANKS: Record<string, string[]> = {
  milica: ['Hvala Milici na strpljenju!', 'Mica je najbolja.', 'Milica me je divno ošišala.'],
  'jovana-i': ['Jovana Ilić je sjajna.', 'Hvala Jovani Ilić!'],
  'jovana-m': ['Jovana Marić, hvala!', 'Kod Jovane Marić uvek odlično.'],
  stefan: ['Stefan je majstor.', 'Hvala Stefanu, brzo i precizno.', 'Preporuka za Stefana!'],
  ana: ['Ana je bila divna.', 'Hvala Ani na savetima.'],
  nikola: ['Nikola zna posao.', 'Hvala Nikoli!', 'Dzoni je car.'],
  teodora: ['Teodora je predivna.', 'Teja, hvala ti!', 'Hvala Teodori na bojenju.'],
  marko: ['Marko je odličan.', 'Hvala Marku na brzom terminu.'],
};
const PLAIN = [
  'Odlična usluga, preporuka!',
  'Sve pohvale, vraćam se sigurno.',
  'Prijatno osoblje i čist salon.',
  'Malo sam čekala, ali rezultat je super.',
  'Great service, friendly staff.',
  'Cena je u redu, atmosfera prijatna.',
];
// Customers' names as common in Serbia: some first names are the staff's, surnames repeat.
const FIRST = [
  'Jelena',
  'Ivana',
  'Marija',
  'Milica',
  'Ana',
  'Jovana',
  'Dragana',
  'Sanja',
  'Tamara',
  'Nataša',
  'Marko',
  'Nikola',
  'Petar',
  'Stefan',
  'Dušan',
  'Luka',
  'Vesna',
  'Snežana',
  'Maja',
  'Katarina',
  'Aleksandra',
  'Biljana',
  'Danijela',
  'Gordana',
  'Jasmina',
  'Ljiljana',
  'Mirjana',
  'Nevena',
  'Olivera',
  'Slađana',
  'Teodora',
  'Zorana',
  'Aleksandar',
  'Bojan',
  'Dejan',
  'Goran',
  'Miloš',
  'Nemanja',
  'Vladimir',
  'Uroš',
];
const LAST = [
  'Marković',
  'Jovanović',
  'Đorđević',
  'Stojanović',
  'Pavlović',
  'Ilić',
  'Lazić',
  'Kovačević',
  'Popović',
  'Simić',
  'Todorović',
  'Stanković',
  'Milošević',
  'Radović',
  'Lukić',
  'Tomić',
  'Nikolić',
  'Petrović',
  'Živković',
  'Mitrović',
  'Ristić',
  'Kostić',
  'Marinković',
  'Savić',
  'Obradović',
  'Vasić',
  'Filipović',
  'Kolarević',
  'Stevanović',
  'Bogdanović',
  'Milenković',
  'Ranković',
  'Jokić',
  'Đurić',
  'Vuković',
  'Antić',
  'Nedeljković',
  'Zdravković',
  'Grujić',
  'Matić',
  'Perić',
  'Mladenović',
  'Aleksić',
  'Cvetković',
  'Jeremić',
  'Krstić',
  'Lazarević',
  'Milić',
  'Mihajlović',
  'Pešić',
  'Radosavljević',
  'Stojković',
  'Tasić',
  'Vučković',
  'Zorić',
  'Babović',
  'Dimitrijević',
  'Gavrilović',
  'Ivković',
  'Janković',
];

interface Truth {
  input: AttributionInput;
  employeeId: string;
}

function simulate(seed: number): {
  reviews: Truth[];
  signals: { requests: CustomerSignal[]; visits: CustomerSignal[]; clickouts: ClickoutInput[] };
} {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // The salon's customers: each a person with a name (a full name is one person here) and the
  // stylist they usually book.
  const names = new Set<string>();
  while (names.size < 700) names.add(`${pick(FIRST)} ${pick(LAST)}`);
  const customers = [...names].map((name) => ({ name, usual: pick(STAFF).id }));
  // A month and a half of appointments, most with the usual stylist; walk-ins (a fifth) are not
  // in the booking system.
  const appointments = Array.from({ length: 1300 }, () => {
    const customer = pick(customers);
    return {
      customer,
      employeeId: random() < 0.8 ? customer.usual : pick(STAFF).id,
      at: START + random() * 45 * DAY,
      booked: random() < 0.8,
    };
  }).sort((a, b) => a.at - b.at);
  const visits: CustomerSignal[] = appointments
    .filter((a) => a.booked)
    .map((a, i) => ({
      id: `v${i}`,
      employeeId: a.employeeId,
      customerName: a.customer.name,
      at: new Date(a.at),
    }));
  const requests: CustomerSignal[] = [];
  const clickouts: ClickoutInput[] = [];
  const reviews: Truth[] = [];
  // 300 of the appointments after the first fortnight lead to a review.
  const later = appointments.filter((a) => a.at > START + 14 * DAY);
  const reviewed = new Set<number>();
  while (reviewed.size < 300) reviewed.add(Math.floor(random() * later.length));
  for (const index of reviewed) {
    const { customer, employeeId, at } = later[index]!;
    const [first, last] = customer.name.split(' ') as [string, string];
    const publishedAt = at + (0.05 + random() * 4) * DAY;
    // Some were asked for a review at the counter, by first name or first name and initial.
    if (random() < 0.3)
      requests.push({
        id: `q${requests.length}`,
        employeeId,
        customerName: random() < 0.5 ? first : `${first} ${last.charAt(0)}.`,
        at: new Date(at + 20 * MINUTE),
      });
    // Some tapped through from the card just before writing.
    if (random() < 0.25)
      clickouts.push({
        id: clickouts.length,
        employeeId,
        at: new Date(publishedAt - (1 + random() * 30) * MINUTE),
        visitorKey: `k${index}`,
      });
    const roll = random();
    const text =
      roll < 0.25
        ? null
        : roll < 0.58
          ? // A thank-you names who served them; now and then a colleague who only helped.
            pick(THANKS[random() < 0.92 ? employeeId : pick(STAFF).id]!)
          : pick(PLAIN);
    const display = random();
    const author =
      display < 0.65
        ? customer.name
        : display < 0.85
          ? `${first} ${last.charAt(0)}.`
          : display < 0.95
            ? toCyrillic(customer.name)
            : first;
    reviews.push({
      employeeId,
      input: {
        review: { id: `r${index}`, authorName: author, text, publishedAt: new Date(publishedAt) },
        employees: STAFF,
        clickouts: [],
        confirmations: [],
        windowMinutes: 60,
      },
    });
  }
  return { reviews, signals: { requests, visits, clickouts } };
}

type Tally = Record<string, { credited: number; wrong: number }>;

function decide(
  truths: Truth[],
  signals: ReturnType<typeof simulate>['signals'],
  withCustomers: boolean,
) {
  const tally: Tally = {};
  let credited = 0;
  let wrong = 0;
  for (const { input, employeeId } of truths) {
    const decision = attribute({
      ...input,
      clickouts: signals.clickouts,
      ...(withCustomers ? { requests: signals.requests, visits: signals.visits } : {}),
    });
    if (decision.employeeId === null) continue;
    const row = (tally[decision.matchType] ??= { credited: 0, wrong: 0 });
    row.credited++;
    credited++;
    if (decision.employeeId !== employeeId) {
      row.wrong++;
      wrong++;
      if (EXPLAIN)
        console.log(
          `wrong: ${input.review.authorName} | ${input.review.text ?? '-'} | truth ${employeeId} -> ${decision.employeeId} ${JSON.stringify(decision.evidence)}`,
        );
    }
  }
  return { credited, wrong, tally };
}

const EXPLAIN = process.argv.includes('--explain');
const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

function report(label: string, total: number, result: ReturnType<typeof decide>) {
  console.log(
    `\n${label}: credited ${percent(result.credited, total)}, wrongly ${percent(result.wrong, total)} of ${total} reviews`,
  );
  console.log('| match type | credited | wrong |');
  console.log('|---|---|---|');
  for (const [type, row] of Object.entries(result.tally).sort())
    console.log(`| ${type} | ${row.credited} (${percent(row.credited, total)}) | ${row.wrong} |`);
}

const seed = numberOption('seed', 7);
const month = simulate(seed);
const total = month.reviews.length;
report('Before (text and cards)', total, decide(month.reviews, month.signals, false));
report(
  'After (with review requests and visits)',
  total,
  decide(month.reviews, month.signals, true),
);
