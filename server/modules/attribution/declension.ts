// Serbian declension of first names with the grammatical case of each form (docs/attribution.md
// "Forms of a name"). The case matters when one employee's declined form is another's nominative:
// "Milana" is Milan's genitive or Milana herself, "Jovanu" is Jovan's dative or Jovana's
// accusative, and only the words around it (a preposition, a verb, agreement) can tell.
import { toLatin } from './normalize';
import type { Gender } from './gender';

/** Grammatical cases as bits, so a form can carry several ("Milanu": dative and locative). */
export const CASE = {
  nom: 1,
  gen: 2,
  dat: 4,
  acc: 8,
  voc: 16,
  ins: 32,
  loc: 64,
  /** A possessive adjective ("Milanov", "Jovanina"): agrees with the thing owned, not the person. */
  poss: 128,
} as const;
export const ANY_CASE = 255;

export interface CaseForm {
  /** Lower-case Latin with diacritics. */
  form: string;
  cases: number;
}

const PALATAL = /(č|ć|dž|đ|j|lj|nj|š|ž|c)$/;
/** Stems whose last letter may be a palatal typed without its diacritic (Milos = Miloš). */
const MAYBE_PALATAL = /[scz]$/;
// No neuter -o ("Markovo", "Milanovo"): it is what villages and lakes are called, and a review
// rarely praises a thing of the employee's in the neuter.
const POSSESSIVE_ENDINGS = ['', 'a', 'u', 'e', 'i', 'og', 'om', 'oj', 'ih', 'im', 'ima'];
/** -ar names with a fleeting a (Lazar keeps it: Lazara, not *Lazra). */
const FLEETING_A = new Set(['aleksandar', 'petar', 'mitar', 'dmitar']);
/** Consonant-final feminine names do not decline (Ines, Doris, Karmen). */
const INDECLINABLE = new Set(['ines', 'doris', 'karmen', 'miriam', 'ester', 'ingrid', 'nives']);

const instrumental = (stem: string): string[] =>
  PALATAL.test(stem) ? ['em'] : MAYBE_PALATAL.test(stem) ? ['em', 'om'] : ['om'];

/**
 * Every declined form of a first name with its cases, and its possessive adjectives; the
 * nominative is included. A woman's name that does not end in -a does not decline.
 */
export function declineWithCases(name: string, gender: Gender): CaseForm[] {
  const n = toLatin(name).toLowerCase();
  const out: CaseForm[] = [{ form: n, cases: CASE.nom | CASE.voc }];
  const add = (form: string, cases: number) => out.push({ form, cases });
  const possessive = (stems: string[]) =>
    stems.forEach((stem) => POSSESSIVE_ENDINGS.forEach((e) => add(stem + e, CASE.poss)));
  if (INDECLINABLE.has(n) || n.length < 2) return out;
  if (n.endsWith('a')) {
    // Ana, Milica, Jovana, and the masculine Nikola, Luka, Saša: -e -i -u -om, vocative -o.
    const s = n.slice(0, -1);
    add(s + 'e', CASE.gen | (n.endsWith('ica') ? CASE.voc : 0));
    add(s + 'i', CASE.dat | CASE.loc);
    add(s + 'u', CASE.acc);
    add(s + 'om', CASE.ins);
    add(s + 'o', CASE.voc);
    possessive([n.endsWith('ica') ? n.slice(0, -3) + 'ičin' : s + 'in']);
  } else if (gender === 'f') {
    return out;
  } else if (/[oe]$/.test(n)) {
    // Marko, Đorđe, Sale: -a -u -om/-em; hypocoristics in -e also take -et- (Saleta).
    const s = n.slice(0, -1);
    add(s + 'a', CASE.gen | CASE.acc);
    add(s + 'u', CASE.dat | CASE.loc);
    if (n.endsWith('o')) add(s + 'e', CASE.voc);
    instrumental(s).forEach((e) => add(s + e, CASE.ins));
    if (n.endsWith('e')) {
      add(n + 'ta', CASE.gen | CASE.acc);
      add(n + 'tu', CASE.dat | CASE.loc);
      add(n + 'tom', CASE.ins);
    }
    possessive(instrumental(s).map((e) => s + e[0] + 'v'));
  } else if (n.endsWith('i')) {
    // Džoni, Boki, Gagi: an inserted j (Džonija, Džoniju, Džonijem).
    add(n + 'ja', CASE.gen | CASE.acc);
    add(n + 'ju', CASE.dat | CASE.loc);
    add(n + 'jem', CASE.ins);
    possessive([n + 'jev']);
  } else if (/[^aeiou]$/.test(n)) {
    // Jovan, Miloš, Aleksandar, Vuk: -a -u -om/-em, vocative -e with k/g/h palatalised.
    const s = FLEETING_A.has(n) ? n.slice(0, -2) + 'r' : n;
    add(s + 'a', CASE.gen | CASE.acc);
    add(s + 'u', CASE.dat | CASE.loc);
    instrumental(s).forEach((e) => add(s + e, CASE.ins));
    const vocative = { k: 'če', g: 'že', h: 'še' }[s.slice(-1)];
    add(vocative === undefined ? s + 'e' : s.slice(0, -1) + vocative, CASE.voc);
    possessive(instrumental(s).map((e) => s + e[0] + 'v'));
  }
  return out;
}
