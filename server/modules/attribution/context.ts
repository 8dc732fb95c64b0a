// What the words around a name say about it (docs/attribution.md "Names in context"): whether it
// is someone else (a relative, a saint, a street, a dish), negated or away, and what role it has
// in its clause (served, thanked, addressed), which case governs it and which gender the clause
// agrees with. Rules of the language, read from word classes (lexicon.ts), never from names.
import type { EvidenceCue } from '@common/attribution-evidence';
import { CASE } from './declension';
import type { Gender } from './gender';
import * as L from './lexicon';
import type { ReviewText, Word } from './text';

export interface SpanContext {
  /** Set when the words are not a mention of staff at all. */
  block: EvidenceCue | null;
  /** What makes it a mention of someone who served: service verb, thanks, address. */
  roles: EvidenceCue[];
  /** Cases a preposition or verb right before allows (0: nothing governs). */
  governed: number;
  governor: string | null;
  /** First word of its clause with nothing governing it: most likely the subject (nominative). */
  clauseInitial: boolean;
  gender: { value: Gender; word: string } | null;
}

const GENITIVE = L.keys(
  'kod od do bez iz pored preko posle umesto zbog oko blizu ispred iza kraj nakon osim',
);
const PREPOSITIONS: [string[], number][] = [
  [GENITIVE, CASE.gen],
  [L.keys('sa s'), CASE.ins],
  [L.keys('ka k prema'), CASE.dat],
  [L.keys('o pri po'), CASE.loc],
  [L.keys('na u'), CASE.loc | CASE.acc],
  [L.keys('za pred nad pod medju kroz'), CASE.acc | CASE.ins],
];
const GOVERNORS = new Map<string, number>(
  PREPOSITIONS.flatMap(([keys, cases]) => keys.map((k) => [k, cases] as [string, number])),
);
/** Thanks take the dative ("hvala Milanu"); recommending and praising the accusative. */
const DATIVE_WORDS = new Set(
  L.keys('hvala zahvaljujem zahvaljujemo zahvalnost čestitke svaka čast dali dala dao dajte dajem'),
);
const ACCUSATIVE_WORDS = new Set(
  L.keys(
    'preporucujem preporucujemo preporucila preporucio pohvalila pohvalio pohvaljujem volim obozavam trazite trazila trazio pitajte',
  ),
);
/** Unstressed words a negation may stand before its verb with ("nije me šišala"). */
const CLITICS = new Set(
  L.keys('me mi nas nam se ga je su sam smo vas vam joj mu ih im ti te da li'),
);
const FIRST_PERSON = new Set(L.keys('sam smo si ste bih bismo biste ja'));
const PRESENCE = new Set(L.keys('radio radila radili dosao dosla dolazila dolazio'));
const PRESENCE_OBJECTS = new Set(L.keys('tu tamo danas taj tog toga na u there in working'));
const NOT_PARTICIPLES = new Set(
  L.keys('kao jao ao zao ceo studio stereo rodeo trio duo meo sala pila vila ala kila kola škola'),
);
const ADJECTIVE_STEMS = L.keys(
  'ljubazn divn predivn sjajn strpljiv profesionaln odličn najbolj brz precizn pažljiv vredn talentovan fantastičn neverovatn srdačn nasmejan vešt kreativn prijatn fin drag zlatn pedantn posvećen stručn opušten šarmantn savršen tačn uredn pouzdan iskusn temeljn fenomenaln',
);
const ADJECTIVE_GENDER = new Map<string, Gender>();
for (const stem of ADJECTIVE_STEMS) {
  ADJECTIVE_GENDER.set(stem + 'a', 'f');
  ADJECTIVE_GENDER.set(stem + 'i', 'm');
  ADJECTIVE_GENDER.set(stem.replace(/([^aeiou])([nk])$/, '$1a$2'), 'm');
  if (!/[^aeiou][nk]$/.test(stem)) ADJECTIVE_GENDER.set(stem, 'm');
}
const SMALL_ADJECTIVES = new Set(
  L.keys(
    'stariji starija mladji mladja mali mala malu malom rodjeni rodjena najbolja najbolji bivsi bivsa little big older younger best old kleine grosse',
  ),
);

const isServiceWord = (key: string): boolean =>
  L.SERVICE_WORDS.has(key) || L.SERVICE_STEMS.some((stem) => key.startsWith(stem));
const isExpectation = (key: string): boolean => L.EXPECTATION_STEMS.some((s) => key.startsWith(s));

/** The gender a word agrees in, when it is a participle, adjective, pronoun or role noun. */
function genderOfWord(w: Word, words: Word[]): Gender | null {
  const near = words.slice(Math.max(0, w.index - 2), w.index + 3);
  if (near.some((n) => FIRST_PERSON.has(n.key))) return null; // the reviewer: "bila sam"
  if (L.FEMININE_NOUNS.has(w.key)) return 'f';
  if (L.MASCULINE_NOUNS.has(w.key)) return 'm';
  const adjective = ADJECTIVE_GENDER.get(w.key);
  if (adjective !== undefined) return adjective;
  if (NOT_PARTICIPLES.has(w.key) || L.THANKS.has(w.key)) return null;
  if (w.key === 'bila' || (w.key.length >= 4 && /([aeiu]|[kgsz])la$/.test(w.key))) return 'f';
  if (w.key === 'bio' || (w.key.length >= 4 && /[aeiu]o$/.test(w.key))) return 'm';
  return null;
}

function agreement(words: Word[], span: Word[], others: Set<number>): SpanContext['gender'] {
  const first = span[0]!;
  const inSpan = new Set(span.map((w) => w.index));
  const sameClause = words.filter((w) => w.clause === first.clause && !inSpan.has(w.index));
  // A pro-drop clause right after ("Milanu smo dali napojnicu, zaslužio je") speaks of the same
  // person when it names nobody else.
  const nextClause = words.filter(
    (w) => w.clause === first.clause + 1 && w.sentence === first.sentence,
  );
  const scope = nextClause.some((w) => others.has(w.index))
    ? sameClause
    : [...sameClause, ...nextClause];
  let found: SpanContext['gender'] = null;
  for (const w of scope) {
    if (others.has(w.index)) continue;
    const g = genderOfWord(w, words);
    if (g === null) continue;
    if (found !== null && found.value !== g) return null; // two people, or unclear
    found ??= { value: g, word: w.text };
  }
  return found;
}

/**
 * The context of a name written at words[start .. start + length). `others` holds the positions
 * of names in the review (this one's too): the agreement of another name is that name's.
 */
export function spanContext(
  review: ReviewText,
  start: number,
  length: number,
  others: Set<number>,
): SpanContext {
  const { words, language } = review;
  const span = words.slice(start, start + length);
  const first = span[0]!;
  const last = span.at(-1)!;
  const clause = words.filter((w) => w.clause === first.clause);
  const before = (d: number): Word | undefined => {
    const w = words[start - d];
    return w !== undefined && w.clause === first.clause ? w : undefined;
  };
  const after = words[start + length];
  const prev = before(1);
  const prev2 = before(2);
  const ctx: SpanContext = {
    block: null,
    roles: [],
    governed: 0,
    governor: null,
    clauseInitial: prev === undefined,
    gender: null,
  };
  const block = (code: EvidenceCue['code'], word?: Word): SpanContext => ({
    ...ctx,
    block: word ? { code, word: word.text } : { code },
  });

  // Someone else of the customer's: "sa sestrom Jelenom", "my husband Mark", "Luka, moj sin".
  const relativeBefore =
    prev &&
    (L.RELATIVES.has(prev.key) ||
      (L.POSSESSIVE_RELATIVES.has(prev.key) &&
        prev2 !== undefined &&
        L.POSSESSIVE_PRONOUNS.has(prev2.key)))
      ? prev
      : prev2 &&
          prev &&
          L.RELATIVES.has(prev2.key) &&
          (L.POSSESSIVE_PRONOUNS.has(prev.key) || SMALL_ADJECTIVES.has(prev.key))
        ? prev2
        : undefined;
  if (relativeBefore) return block('relative', relativeBefore);
  const next1 = words[start + length];
  const next2 = words[start + length + 1];
  if (next1 && next1.sentence === last.sentence) {
    if (
      L.POSSESSIVE_PRONOUNS.has(next1.key) &&
      next2 &&
      (L.RELATIVES.has(next2.key) || L.POSSESSIVE_RELATIVES.has(next2.key))
    )
      return block('relative', next2);
    if (last.after.includes(',') && L.RELATIVES.has(next1.key)) return block('relative', next1);
  }
  // Saints, rulers, streets and institutions: "Svetog Jovana", "Ulici cara Dušana".
  if (prev && L.TITLES_AND_PLACES.has(prev.key)) return block('title_or_place', prev);
  if (after && last.after === '' && L.PLACES_AFTER.has(after.key))
    return block('title_or_place', after);
  if (prev && L.THINGS.has(prev.key)) return block('thing_name', prev);

  // Negation aimed at the name: "ni Jelena", "not Peter", "umesto Jelene".
  const negator = (w: Word | undefined) =>
    w !== undefined && L.NEGATORS.has(w.key) && (w.key !== 'no' || language === 'en');
  if (negator(prev) || (negator(prev2) && prev !== undefined && GOVERNORS.has(prev.key)))
    return block('negated', negator(prev) ? prev : prev2);
  if (prev?.key === 'umesto' || prev2?.key === 'umesto' || prev?.key === 'instead')
    return block('negated', prev?.key === 'umesto' || prev?.key === 'instead' ? prev : prev2);
  for (let i = 0; i < clause.length; i++) {
    const w = clause[i]!;
    if (!negator(w)) continue;
    let j = i + 1;
    while (clause[j] !== undefined && CLITICS.has(clause[j]!.key)) j++;
    const verb = clause[j];
    if (verb === undefined) continue;
    if (isServiceWord(verb.key)) return block('negated', w);
    const object = clause[j + 1];
    if (PRESENCE.has(verb.key)) return block('absent', verb);
    if (
      ['bila', 'bio', 'was', 'wasn'].includes(verb.key) &&
      (object === undefined || PRESENCE_OBJECTS.has(object.key))
    )
      return block('absent', verb);
    // "nije bilo Jelene": there was no Jelena.
    if (verb.key === 'bilo' && object?.index === start) return block('absent', verb);
  }
  const away = clause.find((w) => L.ABSENCE.has(w.key));
  if (away) return block('absent', away);
  // "Očekivali smo Anu, ali nas je dočekao Luka": expected, then someone else served.
  const expected = clause.find((w) => w.index < start && isExpectation(w.key));
  if (expected) {
    const later = words.filter((w) => w.sentence === first.sentence && w.clause > first.clause);
    const contrast = later.find((w) => L.CONTRASTS.has(w.key));
    if (
      contrast &&
      later.some(
        (w) => w.index > contrast.index && (others.has(w.index) || L.SUBSTITUTES.has(w.key)),
      )
    )
      return block('negated', contrast);
  }

  // Roles in the clause.
  const service = clause.find((w) => isServiceWord(w.key) && !span.includes(w));
  if (service) ctx.roles.push({ code: 'service_role', word: service.text });
  const thanks = [prev, prev2, before(3)].find((w) => w !== undefined && L.THANKS.has(w.key));
  const praise = [after, words[start + length + 1], words[start + length + 2]].find(
    (w) =>
      w !== undefined && w.clause === last.clause && (L.PRAISE.has(w.key) || L.THANKS.has(w.key)),
  );
  if (thanks || praise) ctx.roles.push({ code: 'thanked', word: (thanks ?? praise)!.text });
  const vocative =
    (prev === undefined && /[,!]/.test(last.after)) ||
    (/,/.test(first.before) &&
      (last.after.includes('$') || /[!.]/.test(last.after)) &&
      (after === undefined || after.sentence !== last.sentence));
  if (vocative) {
    ctx.roles.push({ code: 'addressed' });
    // "Marke, svaka čast", "Hvala, Vera!": thanks said to the person addressed.
    const near = words.filter(
      (w) => w.sentence === first.sentence && Math.abs(w.index - start) <= 3 && w.index !== start,
    );
    const thanked = near.find((w) => L.THANKS.has(w.key) || L.PRAISE.has(w.key));
    if (thanked && !thanks && !praise) ctx.roles.push({ code: 'thanked', word: thanked.text });
  }

  // Case government: a preposition right before, or a dative/accusative word near.
  if (prev && GOVERNORS.has(prev.key)) {
    ctx.governed = GOVERNORS.get(prev.key)!;
    ctx.governor = prev.text;
  } else {
    // "hvala Milanu", "preporučujem Jovanu", and after the name: "Milanu smo dali napojnicu".
    const after3 = [1, 2, 3]
      .map((d) => words[start + length - 1 + d])
      .filter((w) => w?.clause === last.clause);
    const near = [prev, prev2, before(3), ...after3].find(
      (w) => w !== undefined && (DATIVE_WORDS.has(w.key) || ACCUSATIVE_WORDS.has(w.key)),
    );
    if (near) {
      ctx.governed = DATIVE_WORDS.has(near.key) ? CASE.dat : CASE.acc;
      ctx.governor = near.text;
    }
  }
  ctx.gender = agreement(words, span, others);
  return ctx;
}
