// Match forms of an employee's name (GOOGLE.md §E.3–§E.5): the forms a review may use to mention
// them, each with its kind and base confidence. Forms are generated in lower-case Latin with
// diacritics (for evidence) and carry the folded keys the engine looks up.
import { nicknamesOf } from './nicknames';
import { foldKey, tokenize, toLatin } from './normalize';

export type FormKind =
  'name' | 'case_form' | 'possessive' | 'nickname' | 'alias' | 'surname' | 'full_name';

/**
 * Base confidence per kind. First name + surname is the strongest text signal; a declined first
 * name is as good as the nominative (Serbian reviews rarely use the nominative); a possessive is
 * slightly weaker; nicknames and aliases can be shared; a surname alone is weak.
 */
export const BASE_CONFIDENCE: Record<FormKind, number> = {
  full_name: 0.9,
  name: 0.8,
  case_form: 0.8,
  possessive: 0.75,
  nickname: 0.7,
  alias: 0.7,
  surname: 0.5,
};

export interface NameForm {
  /** Display form, e.g. "Milici" or "Milica Petrović". */
  form: string;
  /** Folded key of each word; more than one for full names and multi-word aliases. */
  keys: string[];
  kind: FormKind;
  confidence: number;
  /** Only a capitalized token may match (the form is also a common word: "vera", "nada", "will"). */
  needsCapital: boolean;
}

/**
 * First names that are also common Serbian words (vera = faith, nada = hope, zora = dawn, slava =
 * glory/feast, mila = dear, jasna = clear, mira = peace, luka = port, vlada = government, ruža =
 * rose, zlata = gold): all their forms need a capital ("na veri" is not Vera).
 */
const COMMON_WORD_NAMES = new Set(
  ['vera', 'nada', 'zora', 'slava', 'mila', 'jasna', 'mira', 'luka', 'vlada', 'ruža', 'zlata'].map(
    foldKey,
  ),
);
/** Single forms that are common words in Serbian or English (dan = day, sale, laža = lie, bob…). */
const COMMON_WORD_FORMS = new Set(
  [
    ...['dan', 'sale', 'laza', 'brane', 'sveta', 'misa', 'tanja', 'dana', 'bane', 'mile'],
    ...['will', 'bill', 'pat', 'rob', 'jack', 'sandy', 'drew', 'kit', 'chuck', 'rich', 'dick'],
    ...['mark', 'grace', 'joy', 'hope', 'rose', 'may', 'june', 'art', 'bob', 'ben', 'al', 'ed'],
  ].map(foldKey),
);

const PALATAL = /(č|ć|dž|đ|j|lj|nj|š|ž|c)$/;
/** Stems whose final letter may be a palatal typed without its diacritic (Milos = Miloš). */
const MAYBE_PALATAL = /[scz]$/;
// §E.3's adjective endings plus -og ("kod Markovog kolege").
const POSSESSIVE_ENDINGS = ['', 'a', 'o', 'u', 'e', 'i', 'og', 'om', 'oj', 'ih', 'im', 'ima'];
/** -ar names with a fleeting a (§E.3 known gap: Lazar keeps it: Lazara, not *Lazra). */
const FLEETING_A = new Set(['aleksandar', 'petar', 'mitar', 'dmitar']);
/** Consonant-final feminine names are indeclinable (§E.3: Ines, Doris, Karmen). */
const INDECLINABLE = new Set(['ines', 'doris', 'karmen', 'miriam', 'ester', 'ingrid', 'nives']);

const instrumental = (stem: string): string[] =>
  PALATAL.test(stem) ? ['em'] : MAYBE_PALATAL.test(stem) ? ['em', 'om'] : ['om'];
const possessiveStems = (stem: string): string[] =>
  instrumental(stem).map((e) => stem + e[0] + 'v');

/**
 * Case forms and possessive forms of one first name (lower-case Latin), by the §E.3 rules.
 * The nominative itself is not included.
 */
export function declineFirstName(name: string): { cases: string[]; possessives: string[] } {
  const n = toLatin(name).toLowerCase();
  const cases: string[] = [];
  let possStems: string[] = [];
  if (INDECLINABLE.has(n) || n.length < 2) return { cases, possessives: [] };
  if (n.endsWith('a')) {
    // Ana, Milica, Jovana, Marija, Nikola, Saša: -e -i -u -om, vocative -o (Majo, Ano).
    const s = n.slice(0, -1);
    cases.push(s + 'e', s + 'i', s + 'u', s + 'om', s + 'o');
    possStems = [n.endsWith('ica') ? n.slice(0, -3) + 'ičin' : s + 'in'];
  } else if (/[oe]$/.test(n)) {
    // Marko, Đorđe, Sale: -a -u -om/-em, colloquial vocative Marke; hypocoristics in -e take -et-.
    const s = n.slice(0, -1);
    cases.push(s + 'a', s + 'u', s + 'e', ...instrumental(s).map((e) => s + e));
    if (n.endsWith('e')) cases.push(n + 'ta', n + 'tu', n + 'tom');
    possStems = possessiveStems(s);
  } else if (n.endsWith('i')) {
    // Džoni, Boki: an inserted j (Džonija, Džoniju, Džonijem).
    cases.push(n + 'ja', n + 'ju', n + 'jem');
    possStems = [n + 'jev'];
  } else if (/[^aeiou]$/.test(n)) {
    // Jovan, Miloš, Aleksandar, Vuk: -a -u -om/-em, vocative -e with k/g/h palatalized.
    const s = FLEETING_A.has(n) ? n.slice(0, -2) + 'r' : n;
    cases.push(s + 'a', s + 'u', ...instrumental(s).map((e) => s + e));
    const last = s.slice(-1);
    const vocative = { k: 'če', g: 'že', h: 'še' }[last];
    cases.push(vocative === undefined ? s + 'e' : s.slice(0, -1) + vocative);
    possStems = possessiveStems(s);
  }
  const possessives = possStems.flatMap((stem) => POSSESSIVE_ENDINGS.map((e) => stem + e));
  return { cases, possessives };
}

/** Surname forms: -ić surnames decline (Petrovića, Petroviću, Petrovićem); others stay as written. */
function surnameForms(surname: string): string[] {
  const s = toLatin(surname).toLowerCase();
  return /i[cć]$/.test(s) ? [s, s + 'a', s + 'u', s + 'em'] : [s];
}

const capitalize = (words: string): string =>
  words.replace(/(^|\s)(\p{L})/gu, (_, sp: string, ch: string) => sp + ch.toUpperCase());

/** All match forms of an employee. When two kinds give the same keys, the stronger one is kept. */
export function employeeForms(name: string, aliases: readonly string[] = []): NameForm[] {
  const words = tokenize(name).map((t) => t.latin.toLowerCase());
  const first = words[0];
  if (first === undefined) return [];
  const surname = words.length > 1 ? words[words.length - 1] : undefined;
  const commonFirst = COMMON_WORD_NAMES.has(foldKey(first));
  const out = new Map<string, NameForm>();
  const add = (form: string, kind: FormKind, common = false): void => {
    const keys = form.split(' ').map(foldKey);
    const id = keys.join(' ');
    const needsCapital =
      kind === 'surname' || common || (keys.length === 1 && COMMON_WORD_FORMS.has(id));
    const entry = {
      form: capitalize(form),
      keys,
      kind,
      confidence: BASE_CONFIDENCE[kind],
      needsCapital,
    };
    const existing = out.get(id);
    if (existing === undefined || existing.confidence < entry.confidence) out.set(id, entry);
  };

  const firstDecl = declineFirstName(first);
  add(first, 'name', commonFirst);
  firstDecl.cases.forEach((f) => add(f, 'case_form', commonFirst));
  firstDecl.possessives.forEach((f) => add(f, 'possessive', commonFirst));

  for (const { nickname, serbian } of nicknamesOf(first)) {
    const nick = toLatin(nickname).toLowerCase();
    add(nick, 'nickname');
    if (serbian) declineFirstName(nick).cases.forEach((f) => add(f, 'nickname'));
  }

  for (const alias of aliases) {
    const aliasWords = tokenize(alias).map((t) => t.latin.toLowerCase());
    if (aliasWords.length === 0) continue;
    add(aliasWords.join(' '), 'alias');
    // A one-word alias looks like a name: decline it too ("Mica" -> "Mici", "Micu").
    if (aliasWords.length === 1)
      declineFirstName(aliasWords[0] ?? '').cases.forEach((f) => add(f, 'alias'));
  }

  if (surname !== undefined) {
    const surnames = surnameForms(surname);
    surnames.forEach((s) => add(s, 'surname'));
    for (const f of [first, ...firstDecl.cases])
      surnames.forEach((s) => add(`${f} ${s}`, 'full_name'));
    add(`${surname} ${first}`, 'full_name'); // "Petrović Milica", as on lists and forms
  }
  return [...out.values()];
}
