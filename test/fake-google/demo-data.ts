// Deterministic demo fixtures for the fake Business Profile: a Belgrade hair salon whose reviews
// exercise what attribution must cope with (docs/google.md §B.1, §E): employee names in Serbian case
// forms, Cyrillic, English, rating-only and anonymous reviews, and Google's translation envelope.
// Seeded, so a demo or an e2e run shows the same reviews every time for the same inputs.
import { createHash } from 'node:crypto';
import type { FakeGbpAccount, FakeGbpLocation, FakeGbpReview } from './business-profile';

export const DEMO_PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const OTHER_PLACE_ID = 'ChIJD0nVmWi6MioRI4X20D1cC7c';
const DAY_MS = 86_400_000;

const REVIEWERS = [
  'Ana Marković',
  'Ivana Stojanović',
  'Dragana Ilić',
  'Marija Đorđević',
  'Tamara Pavlović',
  'Snežana Kostić',
  'Nevena Živković',
  'Stefan Popović',
  'Katarina Lazić',
  'Sara Milošević',
  'Emily Carter',
  'John Miller',
];
const GENERIC_SR = [
  'Divan salon, ljubazno osoblje i prijatna atmosfera.',
  'Čisto i uredno, cene su korektne. Preporuka!',
  'Malo sam čekala, ali je frizura ispala super.',
  'Uvek se vraćam, najbolji salon na Vračaru.',
];
const GENERIC_EN = [
  'Lovely salon, friendly staff and fair prices.',
  'Quick, clean and professional.',
];
const NEGATIVE_SR = [
  'Predugo čekanje iako sam imala zakazano.',
  'Nisam zadovoljna farbanjem, boja nije ona koju sam tražila.',
];
// Male first names that end in -a but decline like feminine ones; the adjective still agrees
// with the person, so gender is tracked apart from the declension.
const MALE_IN_A = new Set(['Nikola', 'Luka', 'Saša', 'Nemanja', 'Ilija', 'Andrija']);

/** A small seeded PRNG (mulberry32): demos must not change between runs. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

/** Nominative, genitive, dative, accusative, instrumental of a first name (docs/google.md §E.3). */
function caseForms(first: string) {
  const female = first.endsWith('a') && !MALE_IN_A.has(first);
  if (first.endsWith('a')) {
    const stem = first.slice(0, -1);
    return {
      female,
      nom: first,
      gen: `${stem}e`,
      dat: `${stem}i`,
      acc: `${stem}u`,
      ins: `${stem}om`,
    };
  }
  const stem = first.endsWith('o') ? first.slice(0, -1) : first;
  return {
    female,
    nom: first,
    gen: `${stem}a`,
    dat: `${stem}u`,
    acc: `${stem}a`,
    ins: `${stem}om`,
  };
}

const LATIN = 'a b v g d đ e ž z i j k l m n o p r s t ć u f h c č š lj nj dž'.split(' ');
const CYRILLIC = 'а б в г д ђ е ж з и ј к л м н о п р с т ћ у ф х ц ч ш љ њ џ'.split(' ');
const TO_CYRILLIC = new Map(
  LATIN.flatMap((latin, i) => {
    const cyrillic = CYRILLIC[i] ?? latin;
    const capital = latin.charAt(0).toUpperCase() + latin.slice(1);
    return [
      [latin, cyrillic],
      [capital, cyrillic.toUpperCase()],
    ];
  }),
);

function toCyrillic(latin: string): string {
  return latin.replace(/dž|lj|nj|[a-zđžćčš]/gi, (m) => TO_CYRILLIC.get(m) ?? m);
}

function mentionText(rng: ReturnType<typeof seeded>, fullName: string, kind: number): string {
  const first = fullName.split(' ')[0] ?? fullName;
  const f = caseForms(first);
  const best = f.female ? 'najbolja' : 'najbolji';
  const great = f.female ? 'sjajna' : 'sjajan';
  const serbian = [
    `Hvala ${f.dat}! Odlična usluga, sve preporuke.`,
    `${f.nom} je ${best}, dolazim samo kod ${f.female ? 'nje' : 'njega'}.`,
    `Bila sam kod ${f.gen} na šišanju, presrećna sam.`,
    `Preporučujem ${f.acc}, zna svoj posao.`,
    `Zadovoljna sam frizurom, ${f.nom} je ${great}.`,
    `Sa ${f.ins} je uvek prijatno, a frizura traje.`,
  ];
  if (kind === 0) return toCyrillic(rng.pick(serbian));
  if (kind === 1) return `${first} did an amazing job with my hair!`;
  if (kind === 2) {
    return `(Translated by Google) Thanks to ${first}, a great haircut!\n\n(Original)\nHvala ${f.dat}, odlično šišanje!`;
  }
  return rng.pick(serbian);
}

function reviewId(placeId: string, index: number): string {
  const digest = createHash('sha256').update(`${placeId}:${index}`).digest('base64url');
  return `AbFvOq${digest.slice(0, 30)}`;
}

function demoReviews(options: {
  placeId: string;
  employeeNames: string[];
  count: number;
  now: Date;
}): FakeGbpReview[] {
  const rng = seeded(
    Number.parseInt(createHash('sha256').update(options.placeId).digest('hex').slice(0, 8), 16),
  );
  const reviews: FakeGbpReview[] = [];
  let replied = false;
  for (let i = 0; i < options.count; i++) {
    const created = options.now.getTime() - Math.floor(rng.next() * 60 * DAY_MS);
    const roll = rng.next();
    const starRating = (
      roll < 0.06 ? 1 : roll < 0.1 ? 2 : roll < 0.16 ? 3 : roll < 0.3 ? 4 : 5
    ) as FakeGbpReview['starRating'];
    const shape = rng.next();
    const employee = options.employeeNames.length > 0 ? rng.pick(options.employeeNames) : undefined;
    let comment: string | undefined;
    if (shape < 0.15)
      comment = undefined; // rating-only
    else if (starRating <= 2) comment = rng.pick(NEGATIVE_SR);
    else if (employee !== undefined && shape < 0.7) {
      const kind = shape < 0.27 ? 0 : shape < 0.35 ? 1 : shape < 0.41 ? 2 : 3;
      comment = mentionText(rng, employee, kind);
    } else comment = shape < 0.8 ? rng.pick(GENERIC_EN) : rng.pick(GENERIC_SR);

    const anonymous = rng.next() < 0.05;
    const reviewer = REVIEWERS[i % REVIEWERS.length] ?? 'Ana Marković';
    const edited = rng.next() < 0.1 ? created + Math.floor(rng.next() * 2 * DAY_MS) : undefined;
    const review: FakeGbpReview = {
      reviewId: reviewId(options.placeId, i),
      displayName: anonymous ? 'A Google User' : reviewer,
      starRating,
      comment,
      createTime: new Date(created).toISOString(),
    };
    if (anonymous) review.isAnonymous = true;
    else
      review.profilePhotoUrl = `https://lh3.googleusercontent.com/a-/ALV-demo${i % REVIEWERS.length}`;
    if (edited !== undefined)
      review.updateTime = new Date(Math.min(edited, options.now.getTime())).toISOString();
    if (!replied && starRating === 5 && comment !== undefined && employee !== undefined) {
      replied = true;
      const replyTime = Math.min(created + DAY_MS, options.now.getTime());
      review.reply = {
        comment: 'Hvala Vam puno, vidimo se ponovo!',
        updateTime: new Date(replyTime).toISOString(),
      };
    }
    reviews.push(review);
  }
  return reviews;
}

export function demoBusinessProfile(options: {
  placeId: string;
  employeeNames: string[];
  reviewCount?: number;
  now?: Date;
}): FakeGbpAccount[] {
  const now = options.now ?? new Date();
  const salon: FakeGbpLocation = {
    locationId: '1234567890123456789',
    title: 'Frizerski salon Lepota',
    placeId: options.placeId,
    address: {
      addressLines: ['Knez Mihailova 10'],
      locality: 'Beograd',
      postalCode: '11000',
      regionCode: 'RS',
    },
    reviews: demoReviews({
      placeId: options.placeId,
      employeeNames: options.employeeNames,
      count: options.reviewCount ?? 120,
      now,
    }),
  };
  const otherPlaceId = options.placeId === OTHER_PLACE_ID ? DEMO_PLACE_ID : OTHER_PLACE_ID;
  const branch: FakeGbpLocation = {
    locationId: '9876543210987654321',
    title: 'Salon Lepota Novi Sad',
    placeId: otherPlaceId,
    address: {
      addressLines: ['Zmaj Jovina 5'],
      locality: 'Novi Sad',
      postalCode: '21000',
      regionCode: 'RS',
    },
    reviews: demoReviews({ placeId: otherPlaceId, employeeNames: [], count: 3, now }),
  };
  return [
    {
      accountId: '112233445566778899000',
      accountName: 'Jelena Petrović',
      type: 'PERSONAL',
      locations: [],
    },
    {
      accountId: '998877665544332211000',
      accountName: 'Salon Lepota',
      type: 'LOCATION_GROUP',
      locations: [salon, branch],
    },
  ];
}
