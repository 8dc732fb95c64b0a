// The demo data of one seeding run, planned in memory before anything is written (pure: the clock,
// the time zone and the random source are inputs). 30 days of touches weighted towards business
// hours in the business's time zone, clickouts following some of them, a few self-confirmations,
// and ~40 reviews: some name an employee (in Serbian case forms or English), some follow a
// confirmation or a clickout closely, some fall at night and stay unmatched.
import { randomBytes } from 'node:crypto';
import type { TouchSource } from '@common/schemas/funnel';
import { addDays, localDate, localMidnight } from '../analytics/zoned-time';
import type { ImportRow } from '../reviews/import/rows';
import {
  CUSTOMER_NAMES,
  DEMO_EMPLOYEES,
  ENGLISH_NAMED,
  HOUR_WEIGHTS,
  RATINGS,
  SERBIAN_NAMED,
  UNNAMED,
  type DemoEmployee,
} from './demo-texts';

export type Random = () => number;

/** A small deterministic generator (mulberry32), so tests can replay a plan. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SeedEmployee {
  id: string;
  name: string;
}

export interface PlannedTouch {
  employeeId: string;
  at: Date;
  visitorKey: string;
  source: TouchSource;
}
/** Follows the touch with the same visitor key. */
export type PlannedClickout = Omit<PlannedTouch, 'source'>;
/** Follows the clickout with the same visitor key. */
export type PlannedConfirmation = PlannedClickout & { reviewerName: string };

interface DayPlan {
  date: string;
  touches: PlannedTouch[];
  clickouts: PlannedClickout[];
  confirmations: PlannedConfirmation[];
}

export interface SeedPlan {
  days: DayPlan[];
  reviews: ImportRow[];
}

export interface PlanInput {
  employees: readonly SeedEmployee[];
  timeZone: string;
  windowMinutes: number;
  now: Date;
  random?: Random;
  /** Makes this run's review ids unique (external ids are unique per business). */
  runId: string;
}

export const SEED_DAYS = 30;
const TOUCHES_PER_EMPLOYEE_DAY = 2.6;
const POPULARITY = [1.5, 1.3, 1.1, 0.9, 0.7, 0.5];
const CLICKOUT_RATE = 0.45;
export const REVIEW_MIX = { named: 16, confirmed: 6, window: 10, unmatched: 8 } as const;
const MINUTE_MS = 60_000;

export function planSeed(input: PlanInput): SeedPlan {
  const random = input.random ?? Math.random;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const nowMs = input.now.getTime();
  const today = localDate(input.now, input.timeZone);
  const at = (date: string, hour: number) =>
    new Date(
      localMidnight(date, input.timeZone).getTime() +
        hour * 60 * MINUTE_MS +
        between(0, 59) * MINUTE_MS +
        between(0, 59) * 1000,
    );
  const hours = Object.entries(HOUR_WEIGHTS).flatMap(([h, w]) => Array<number>(w).fill(Number(h)));

  const days: DayPlan[] = [];
  for (let d = SEED_DAYS - 1; d >= 0; d--) {
    const date = addDays(today, -d);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const dayFactor = weekday === 0 || weekday === 6 ? 1.3 : 1;
    const day: DayPlan = { date, touches: [], clickouts: [], confirmations: [] };
    input.employees.forEach((employee, index) => {
      const expected =
        TOUCHES_PER_EMPLOYEE_DAY * (POPULARITY[index % POPULARITY.length] ?? 1) * dayFactor;
      const count = Math.round(expected * (0.5 + random()));
      for (let i = 0; i < count; i++) {
        const touchedAt = at(date, pick(hours));
        if (touchedAt.getTime() >= nowMs) continue;
        const visitorKey = randomBytes(32).toString('hex');
        const roll = random();
        const source: TouchSource = roll < 0.75 ? 'qr' : roll < 0.9 ? 'link' : 'nfc';
        day.touches.push({ employeeId: employee.id, at: touchedAt, visitorKey, source });
        if (random() >= CLICKOUT_RATE) continue;
        const clickedAt = new Date(touchedAt.getTime() + between(30, 240) * 1000);
        if (clickedAt.getTime() < nowMs)
          day.clickouts.push({ employeeId: employee.id, at: clickedAt, visitorKey });
      }
    });
    day.touches.sort((a, b) => a.at.getTime() - b.at.getTime());
    day.clickouts.sort((a, b) => a.at.getTime() - b.at.getTime());
    days.push(day);
  }
  return { days, reviews: planReviews(input, days, { random, pick, between, at, hours }) };
}

interface Tools {
  random: Random;
  pick: <T>(list: readonly T[]) => T;
  between: (min: number, max: number) => number;
  at: (date: string, hour: number) => Date;
  hours: number[];
}

function planReviews(input: PlanInput, days: DayPlan[], tools: Tools): ImportRow[] {
  const { random, pick, between, at, hours } = tools;
  const nowMs = input.now.getTime();
  const reviews: ImportRow[] = [];
  const add = (row: Omit<ImportRow, 'row' | 'externalId' | 'authorPhotoUrl' | 'originalText'>) =>
    reviews.push({
      ...row,
      row: reviews.length + 1,
      externalId: `demo-${input.runId}-${reviews.length + 1}`,
      authorPhotoUrl: null,
      originalText: null,
    });
  const base = { sourceUpdatedAt: null, replyText: null };
  const customers = [...CUSTOMER_NAMES].sort(() => random() - 0.5);
  const confirmers = customers.slice(0, REVIEW_MIX.confirmed);
  const others = customers.slice(REVIEW_MIX.confirmed);
  const positive = () => (random() < 0.75 ? 5 : 4);

  // Clickouts at least two hours old, so a review after them is in the past too.
  const clickouts = days
    .flatMap((day) => day.clickouts.map((clickout) => ({ day, clickout })))
    .filter(({ clickout }) => clickout.at.getTime() < nowMs - 120 * MINUTE_MS)
    .sort(() => random() - 0.5);
  for (const { day, clickout } of clickouts.slice(0, REVIEW_MIX.confirmed)) {
    const reviewerName = confirmers.pop()!;
    const confirmedAt = new Date(clickout.at.getTime() + between(3, 15) * MINUTE_MS);
    day.confirmations.push({ ...clickout, at: confirmedAt, reviewerName });
    const unnamed = pick(UNNAMED);
    add({
      ...base,
      authorName: reviewerName,
      isAnonymous: false,
      rating: unnamed.rating ?? positive(),
      text: unnamed.text,
      language: unnamed.language,
      publishedAt: new Date(clickout.at.getTime() + between(2, 10) * MINUTE_MS),
    });
  }
  const windowEdge = Math.max(1, Math.min(20, input.windowMinutes - 1));
  const windowed = clickouts.slice(REVIEW_MIX.confirmed, REVIEW_MIX.confirmed + REVIEW_MIX.window);
  for (const { clickout } of windowed) {
    const unnamed = pick(UNNAMED);
    add({
      ...base,
      authorName: pick(others),
      isAnonymous: false,
      rating: unnamed.rating ?? pick(RATINGS),
      text: unnamed.text,
      language: unnamed.language,
      publishedAt: new Date(clickout.at.getTime() + between(1, windowEdge) * MINUTE_MS),
    });
  }

  const pastDay = () => addDays(days[days.length - 1]!.date, -between(1, SEED_DAYS - 1));
  for (let i = 0; i < REVIEW_MIX.named && input.employees.length > 0; i++) {
    const employee = pick(input.employees);
    const known = DEMO_EMPLOYEES.find((e) => e.name.toLowerCase() === employee.name.toLowerCase());
    const serbian = random() < 0.6;
    add({
      ...base,
      authorName: pick(others),
      isAnonymous: false,
      rating: positive(),
      text: namedText(employee.name, known, serbian, pick),
      language: serbian ? 'sr' : 'en',
      publishedAt: at(pastDay(), pick(hours)),
    });
  }
  // Between 03:00 and 06:00 no clickout is near (visits end by 22:05, windows are at most 4 h).
  for (let i = 0; i < REVIEW_MIX.unmatched; i++) {
    const unnamed = pick(UNNAMED);
    const anonymous = random() < 0.3;
    add({
      ...base,
      authorName: anonymous ? null : pick(others),
      isAnonymous: anonymous,
      rating: unnamed.rating ?? pick(RATINGS),
      text: unnamed.text,
      language: unnamed.language,
      publishedAt: at(pastDay(), between(3, 5)),
    });
  }
  return reviews.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

function namedText(
  name: string,
  known: DemoEmployee | undefined,
  serbian: boolean,
  pick: Tools['pick'],
): string {
  if (known) return pick(serbian ? SERBIAN_NAMED : ENGLISH_NAMED)(known.forms, known.female);
  // An employee of the business we have no case forms for: the nominative in both languages.
  const first = name.trim().split(/\s+/)[0] ?? name;
  return serbian
    ? `Sve pohvale, ${first} je pravi profesionalac.`
    : pick(ENGLISH_NAMED)({ nom: first, gen: first, dat: first, acc: first, ins: first }, false);
}
