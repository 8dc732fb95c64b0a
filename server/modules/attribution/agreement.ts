// Gender agreement around a name (docs/attribution.md "Names in context"): past
// participles, predicative adjectives, pronouns and role nouns in the name's clause, or opening
// the next clause, say whether the clause speaks of a woman or a man.
import type { Gender } from './gender';
import * as L from './lexicon';
import { isSerbianLike, nextClause, type ReviewText, type Word } from './text';

export type Agreement = { value: Gender; word: string; near: boolean } | null;

const FIRST_PERSON = new Set(L.keys('sam smo si ste bih bismo biste ja'));
const NOT_PARTICIPLES = new Set(
  L.keys('kao jao ao zao ceo studio stereo rodeo trio duo meo sala pila vila ala kila kola škola'),
);
const ADJECTIVE_STEMS = L.keys(
  'ljubazn divn predivn sjajn strpljiv profesionaln odličn najbolj brz precizn pažljiv vredn talentovan fantastičn neverovatn srdačn nasmejan vešt kreativn prijatn fin drag zlatn pedantn posvećen stručn opušten šarmantn savršen tačn uredn pouzdan iskusn temeljn fenomenaln vrhunsk nežn umiljat spretn',
);
export const ADJECTIVE_GENDER = new Map<string, Gender>();
for (const stem of ADJECTIVE_STEMS) {
  ADJECTIVE_GENDER.set(stem + 'a', 'f');
  ADJECTIVE_GENDER.set(stem + 'i', 'm');
  ADJECTIVE_GENDER.set(stem.replace(/([^aeiou])([nk])$/, '$1a$2'), 'm');
  if (!/[^aeiou][nk]$/.test(stem)) ADJECTIVE_GENDER.set(stem, 'm');
}
/** Words after which an adjective is said of someone ("je bila brza"), not of a noun after it. */
const PREDICATE_LEAD = new Set(
  L.keys('je bio bila bili nije jako vrlo baš tako stvarno veoma uvek i a najviše zaista pravi'),
);
/** The gender a word agrees in, when it is a participle, adjective, pronoun or role noun. */
function genderOfWord(w: Word, words: Word[]): Gender | null {
  const near = words.slice(Math.max(0, w.index - 2), w.index + 3);
  if (near.some((n) => FIRST_PERSON.has(n.key))) return null; // the reviewer: "bila sam"
  if (L.FEMININE_NOUNS.has(w.key)) return 'f';
  if (L.MASCULINE_NOUNS.has(w.key)) {
    // A masculine trade said of someone ("Vida je majstor", "ona je pravi stručnjak") is the
    // trade's name, not agreement: Serbian says it of women too. Before a name it is a title.
    const lead = words[w.index - 1];
    const predicate = lead !== undefined && PREDICATE_LEAD.has(lead.key);
    return predicate && L.TRADES.has(w.key) ? null : 'm';
  }
  const adjective = ADJECTIVE_GENDER.get(w.key);
  // "Milica i Marko su bili sjajni": a plural says nothing of one person's gender.
  const plural = near.some((n) => n.key === 'su' || /^.{2,}[aei]l[ie]$/.test(n.key));
  if (plural && (adjective !== undefined || /[aei]l[ie]$/.test(w.key))) return null;
  if (adjective !== undefined) {
    // "sjajan salon" agrees with the salon; "bila je brza", "brza i precizna" with a person.
    const lead = words[w.index - 1];
    const predicative = w.after !== '' || (lead !== undefined && PREDICATE_LEAD.has(lead.key));
    return predicative ? adjective : null;
  }
  if (NOT_PARTICIPLES.has(w.key) || L.THANKS.has(w.key)) return null;
  if (w.key === 'bila' || (w.key.length >= 4 && /([aeiu]|[kgsz])la$/.test(w.key))) return 'f';
  if (w.key === 'bio' || (w.key.length >= 4 && /[aeiu]o$/.test(w.key))) return 'm';
  return null;
}

export function agreement(review: ReviewText, span: Word[], others: Set<number>): Agreement {
  const { words } = review;
  const first = span[0]!;
  const inSpan = new Set(span.map((w) => w.index));
  const sameClause = words.filter((w) => w.clause === first.clause && !inSpan.has(w.index));
  // A pro-drop clause right after ("Milanu smo dali napojnicu, zaslužio je") speaks of the same
  // person when it names nobody else and opens with the agreeing word.
  const thenClause = nextClause(words, first);
  const opening = thenClause.slice(0, 2);
  const scope: [Word, boolean][] = [
    ...sameClause.map((w): [Word, boolean] => [w, true]),
    ...(thenClause.some((w) => others.has(w.index))
      ? []
      : opening.map((w): [Word, boolean] => [w, false])),
  ];
  let found: Agreement = null;
  for (const [w, near] of scope) {
    if (others.has(w.index)) continue;
    // English "on" is a preposition, not Serbian "he".
    if (w.key === 'on' && !isSerbianLike(review.language)) continue;
    const g = genderOfWord(w, words);
    if (g === null) continue;
    if (found !== null && found.value !== g) return null; // two people, or unclear
    found ??= { value: g, word: w.text, near };
  }
  return found;
}
