// Word classes of people and plans (docs/attribution.md "Reading reviews of any business"): the
// customer's own colleagues, kin words that are titles, nouns that call someone a person, and the
// words that open a plan or a wish. Folded keys, like lexicon.ts.
import type { Gender } from './gender';
import { foldKey } from './normalize';
import { inflect, keys, set, words } from './word-class';

/** The customer's own: "moja koleginica Biljana" is their colleague, not the therapist's. */
export const FIRST_PERSON_POSSESSIVES = set(
  inflect(words('moj naš'), ['', 'a', 'e', 'i', 'u', 'om', 'oj', 'im', 'og', 'ih']),
  words('mog moga mom mome našeg našem my our mein meine unsere мой моя наш наша'),
);
/** People of the customer's work: theirs only with "my" before ("moja koleginica Biljana"). */
export const COWORKERS = set(
  inflect(words('koleginic saradnic šefic'), ['a', 'e', 'i', 'u', 'om']),
  inflect(words('koleg'), ['a', 'e', 'i', 'u', 'om']),
  inflect(words('saradnik šef'), ['', 'a', 'u', 'om', 'e']),
  words('colleague coworker boss kollegin kollege'),
);
/** A kin word that is also a title in clinics: "Sestra Ruža me je smirila" is the nurse. */
export const KIN_TITLES = set(words('sestra medicinska'));

/**
 * Nouns that say the subject is a person ("Dana je djevojka sa zlatnim rukama", "prava je duša"):
 * positive evidence that a name which is also an ordinary word names someone.
 */
export const PERSON_NOUNS = set(
  inflect(words('devojk djevojk žen osob dam duš'), ['a', 'e', 'i', 'u', 'om']),
  inflect(words('čovek čovjek anđeo anđel stručnjak profesionalac umetnik'), ['', 'a', 'u', 'om']),
  words('person woman man girl guy lady angel soul'),
);

/** Two words that open a plan: "sledeći put (ću tražiti Vuka)", "next time (I'll ask for Tom)". */
export const PLAN_OPENERS = new Set(
  [
    'sledeći put',
    'slijedeći put',
    'sljedeći put',
    'naredni put',
    'narednog puta',
    'drugi put',
    'next time',
    'nächstes mal',
    'в следующий',
  ].map((phrase) => phrase.split(' ').map(foldKey).join(' ')),
);
/** A wish or condition: "volela bih da…", "kad bi…", "I wish…", "if only…". */
export const WISH_WORDS = set(words('ubuduće ubuduce wish hopefully'));
/** Verbs that make a conditional a wish: "volela bih", "bih želeo", "hteli bismo". */
export const WISH_STEMS = keys('volel voljel voleo volio želel željel želeo htel hteo htio');

// Trades of the people who serve in every kind of business we take reviews for (salons, clinics,
// dental practices, car services, restaurants and cafés, gyms, physiotherapy, vets, hotels, shops).
export const FEMININE_TRADE_STEMS =
  'doktork stomatološkinj zubark asistentkinj recepcionerk recepcionark konobaric kuvaric šankerk barmenk prodavačic terapeutkinj fizioterapeutkinj trenerk veterinark sobaric menadžerk higijeničark savetnic';
export const MASCULINE_TRADES =
  'majstor stručnjak doktor stomatolog zubar hirurg ortodont endodont asistent recepcioner recepcionar konobar kuvar šanker barmen terapeut fizioterapeut fizijatar trener veterinar mehaničar automehaničar limar električar autoelektričar vulkanizer lakirer serviser menadžer savetnik';

/** Titles before a surname that keep it the employee's ("gospođa Simić"). */
export const TITLES = new Set([
  'dr',
  'doktor',
  'doktorka',
  'prof',
  'majstor',
  'gospodja',
  'gospoda',
  'gospodin',
  'gdja',
  'g',
  'gdin',
  'mr',
  'mrs',
  'ms',
  'frau',
  'herr',
]);
/** Social titles: "gospođa Perić" may be the owner's wife, whatever the clause says. */
export const SOCIAL_TITLES = new Set([
  'gospodja',
  'gospoda',
  'gdja',
  'gospodjica',
  'gospodin',
  'gdin',
  'g',
  'mrs',
  'ms',
  'mr',
  'frau',
  'herr',
]);
/** Titles that say a gender ("doktorka Simić", "gospodin Simić"); "dr" says none. */
export const TITLE_GENDER = new Map<string, Gender>([
  ...[
    'doktorka',
    'doktorke',
    'doktorki',
    'doktorku',
    'gospodja',
    'gdja',
    'gospodjica',
    'mrs',
    'ms',
    'frau',
  ].map((k): [string, Gender] => [k, 'f']),
  ...['doktor', 'doktora', 'doktoru', 'gospodin', 'gospodina', 'gdin', 'mr', 'herr'].map(
    (k): [string, Gender] => [k, 'm'],
  ),
]);
