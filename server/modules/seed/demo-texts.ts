// The words of the demo data: Serbian employees with the case forms customers use for them, the
// customers who write reviews, and review texts in Serbian and English. Customer names share no
// first name with an employee, so a review names an employee only when its text means to.

export interface DemoEmployee {
  name: string;
  /** Nominative, genitive, dative, accusative, instrumental of the first name. */
  forms: { nom: string; gen: string; dat: string; acc: string; ins: string };
  female: boolean;
}

const employee = (
  name: string,
  female: boolean,
  gen: string,
  dat: string,
  acc: string,
  ins: string,
) =>
  ({
    name,
    female,
    forms: { nom: name.split(' ')[0]!, gen, dat, acc, ins },
  }) satisfies DemoEmployee;

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  employee('Milica Jovanović', true, 'Milice', 'Milici', 'Milicu', 'Milicom'),
  employee('Marko Petrović', false, 'Marka', 'Marku', 'Marka', 'Markom'),
  employee('Jelena Nikolić', true, 'Jelene', 'Jeleni', 'Jelenu', 'Jelenom'),
  employee('Stefan Đorđević', false, 'Stefana', 'Stefanu', 'Stefana', 'Stefanom'),
  employee('Ana Marković', true, 'Ane', 'Ani', 'Anu', 'Anom'),
  employee('Nikola Stojanović', false, 'Nikole', 'Nikoli', 'Nikolu', 'Nikolom'),
];

/** How many active employees a seeded business should have. */
export const DEMO_EMPLOYEE_TARGET = DEMO_EMPLOYEES.length;

export const CUSTOMER_NAMES: readonly string[] = [
  'Dragana Ilić',
  'Vladimir Kostić',
  'Ivana Pavlović',
  'Sofija Lazić',
  'Bojan Radović',
  'Tijana Živković',
  'Dušan Milošević',
  'Katarina Popović',
  'Nemanja Ristić',
  'Teodora Simić',
  'Miloš Obradović',
  'Andrijana Vuković',
  'Petar Tomić',
  'Gordana Mitrović',
  'Zoran Babić',
  'Emma Schulz',
  'John Carter',
  'Laura Bianchi',
  'Oliver Hughes',
  'Sara Lindqvist',
];

type Forms = DemoEmployee['forms'];
type Template = (f: Forms, female: boolean) => string;

/** Serbian texts naming an employee in one of the case forms. */
export const SERBIAN_NAMED: readonly Template[] = [
  (f) => `Hvala ${f.dat} na divnoj usluzi, sve preporuke!`,
  (f) => `Veliko hvala ${f.dat}, sve je bilo savršeno.`,
  (f) => `Preporučujem ${f.acc}, pravi profesionalac.`,
  (f) => `Sve pohvale za ${f.acc}, vraćamo se sigurno.`,
  (f) => `Kod ${f.gen} je uvek odlično, ljubazno i brzo.`,
  (f) => `Jako sam zadovoljna razgovorom sa ${f.ins}, puno mi je pomogao savet.`,
  (f, female) =>
    `${f.nom} je ${female ? 'bila' : 'bio'} izuzetno ${female ? 'ljubazna' : 'ljubazan'} i strpljiv${female ? 'a' : ''}.`,
];

/** English texts naming an employee (the nominative: English has no cases). */
export const ENGLISH_NAMED: readonly Template[] = [
  (f) => `${f.nom} was fantastic, thank you so much!`,
  (f) => `Great service from ${f.nom}, highly recommended.`,
  (f) => `Ask for ${f.nom}, you won't regret it.`,
  (f) => `Lovely place and ${f.nom} made us feel at home.`,
];

/** Texts naming nobody: matched by a self-confirmation, a time window, or not at all. */
export const UNNAMED: readonly { text: string | null; language: string | null; rating?: number }[] =
  [
    { text: 'Odlično mesto, sve preporuke.', language: 'sr' },
    { text: 'Brza i ljubazna usluga, doći ću ponovo.', language: 'sr' },
    { text: 'Solidno, ali se malo čekalo.', language: 'sr', rating: 3 },
    { text: 'Prijatan ambijent i dobra atmosfera.', language: 'sr' },
    { text: 'Great atmosphere, will come back.', language: 'en' },
    { text: 'Friendly staff and quick service.', language: 'en' },
    { text: 'Decent, a bit slow on a busy evening.', language: 'en', rating: 3 },
    { text: null, language: null },
  ];

/** Mostly happy customers, as on a real profile, with the odd bad day. */
export const RATINGS: readonly number[] = [5, 5, 5, 5, 5, 5, 4, 4, 4, 3, 2];

/** Relative visits per local hour of the day (business hours, lunch and evening peaks). */
export const HOUR_WEIGHTS: Readonly<Record<number, number>> = {
  8: 1,
  9: 2,
  10: 3,
  11: 4,
  12: 5,
  13: 5,
  14: 4,
  15: 4,
  16: 5,
  17: 6,
  18: 6,
  19: 5,
  20: 3,
  21: 2,
};
