// What the words around a name say about it (docs/attribution.md "Names in context"): whether it
// is someone else (a relative, a saint, a street, a dish), negated or away, and what role it has
// in its clause (served, thanked, addressed), which case governs it and which gender the clause
// agrees with. Rules of the language, read from word classes (lexicon.ts), never from names.
import type { EvidenceCue } from '@common/attribution-evidence';
import { CASE } from './declension';
import * as L from './lexicon';
import { ADJECTIVE_GENDER, agreement, type Agreement } from './agreement';
import { nextClause, type ReviewText, type Word } from './text';
import { planBefore } from './plans';
import { PLACE_NAMES, PLACE_PREPOSITIONS } from './places';
import {
  GOVERNORS,
  DATIVE_WORDS,
  ACCUSATIVE_WORDS,
  CLITICS,
  PRESENCE,
  PRESENCE_OBJECTS,
  SMALL_ADJECTIVES,
  isServiceWord,
  isServiceVerb,
  COPULAS,
  FIRST_PERSON_OBJECTS,
  THANKED_PRONOUNS,
  FROM,
  ELSEWHERE,
  isExpectation,
} from './context-words';

export interface SpanContext {
  /** Set when the words are not a mention of staff at all. */
  block: EvidenceCue | null;
  /** What makes it a mention of someone who served: service verb, thanks, address. */
  roles: EvidenceCue[];
  /** Cases a preposition or verb right before allows (0: nothing governs). */
  governed: number;
  governor: string | null;
  /** The governor is a preposition right before: the case must fit ("od Milana" is not Milana). */
  byPreposition: boolean;
  /** First word of its clause with nothing governing it: most likely the subject (nominative). */
  clauseInitial: boolean;
  /** `near`: in the name's own clause (strong enough to reject a reading), not the next one. */
  gender: Agreement;
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
    byPreposition: false,
    clauseInitial: prev === undefined,
    gender: null,
  };
  const block = (code: EvidenceCue['code'], word?: Word): SpanContext => ({
    ...ctx,
    block: word ? { code, word: word.text } : { code },
  });

  // Someone else of the customer's: "sa sestrom Jelenom", "my husband Mark", "Luka, moj sin".
  // Back over clitics, possessives and small adjectives: "Ćerka mi je Aleksandra", "moja mlađa
  // sestra Jovana".
  const servedAfter = [...clause, ...nextClause(words, first)].filter((x) => x.index > start);
  // "Sestra Ruža me je smirila": a nurse's title, right before the name, nobody's ("moja",
  // "sa"), and the named one served the customer in the clause.
  const isKinTitle = (w: Word, owner: Word | undefined, d: number): boolean =>
    d === 1 &&
    L.KIN_TITLES.has(w.key) &&
    (owner === undefined || (!L.POSSESSIVE_PRONOUNS.has(owner.key) && !GOVERNORS.has(owner.key))) &&
    servedAfter.some((x) => isServiceVerb(x.key)) &&
    servedAfter.some((x) => FIRST_PERSON_OBJECTS.has(x.key));
  let relativeBefore: Word | undefined;
  for (let d = 1; d <= 4; d++) {
    const w = before(d);
    if (w === undefined) break;
    const possessed = before(d + 1);
    if (
      (L.RELATIVES.has(w.key) && !isKinTitle(w, possessed, d)) ||
      (L.POSSESSIVE_RELATIVES.has(w.key) &&
        possessed &&
        L.POSSESSIVE_PRONOUNS.has(possessed.key)) ||
      (L.COWORKERS.has(w.key) && possessed && L.FIRST_PERSON_POSSESSIVES.has(possessed.key))
    ) {
      relativeBefore = w;
      break;
    }
    if (!CLITICS.has(w.key) && !L.POSSESSIVE_PRONOUNS.has(w.key) && !SMALL_ADJECTIVES.has(w.key))
      break;
  }
  if (relativeBefore) return block('relative', relativeBefore);
  // "Ema iz mog razreda", "Jim from the café next door": someone from elsewhere.
  const from = words[start + length];
  const fromWhere = words[start + length + 1];
  if (
    from !== undefined &&
    fromWhere !== undefined &&
    last.after === '' &&
    FROM.has(from.key) &&
    (L.POSSESSIVE_PRONOUNS.has(fromWhere.key) || ELSEWHERE.has(fromWhere.key))
  )
    return block('relative', fromWhere);
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
    // "Slava i Mila su moje drugarice", "Ana je moja kuma": said to be someone's relative.
    const said = words
      .slice(start + length, start + length + 4)
      .filter((w) => w.clause === last.clause);
    const copula = said.findIndex((w) => COPULAS.has(w.key));
    const relative =
      copula >= 0
        ? said
            .slice(copula + 1)
            .find((w) => L.RELATIVES.has(w.key) || L.POSSESSIVE_RELATIVES.has(w.key))
        : undefined;
    // Only of the subject: in "Sa Zorom je moja žena presrećna" the wife is someone else.
    const subject = prev === undefined || !GOVERNORS.has(prev.key);
    if (subject && relative && said.slice(copula + 1).some((w) => L.POSSESSIVE_PRONOUNS.has(w.key)))
      return block('relative', relative);
  }
  // A river, mountain, town or district after a preposition of place: "na Savi", "iz Bora".
  if (prev && PLACE_PREPOSITIONS.has(prev.key) && PLACE_NAMES.has(first.key))
    return block('title_or_place', prev);
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
  // Away, said of them in the next clause when it names nobody else ("Pitao sam za Lazara, ali
  // nije bio tu"); a negated service there is someone else's ("…, nije me šišala").
  const following = nextClause(words, first);
  const aboutSame = !following.some((w) => others.has(w.index));
  const scopes: [Word[], boolean][] = [
    [clause, true],
    ...(aboutSame ? [[following, false] as [Word[], boolean]] : []),
  ];
  for (const [words_, own] of scopes)
    for (let i = 0; i < words_.length; i++) {
      const w = words_[i]!;
      if (!negator(w)) continue;
      let j = i + 1;
      while (words_[j] !== undefined && CLITICS.has(words_[j]!.key)) j++;
      const verb = words_[j];
      if (verb === undefined) continue;
      if (own && isServiceWord(verb.key)) return block('negated', w);
      const object = words_[j + 1];
      if (PRESENCE.has(verb.key)) return block('absent', verb);
      if (
        ['bila', 'bio', 'was', 'wasn'].includes(verb.key) &&
        (object === undefined || PRESENCE_OBJECTS.has(object.key))
      )
        return block('absent', verb);
      // "nije bilo Jelene": there was no Jelena.
      if (verb.key === 'bilo' && object?.index === start) return block('absent', verb);
    }
  // A plan or a wish, not a visit: "Sledeći put ću tražiti Vuka", "volela bih da Nevena radi i
  // subotom", "next time I'll ask for Tom". Said before the name, in its sentence, with no
  // contrast between ("Šišala me Dana, ali sledeći put idem kod Mile" plans only Mila).
  const sentenceWords = words.filter((w) => w.sentence === first.sentence);
  const plan = planBefore(sentenceWords, start);
  if (plan) return block('planned', plan);
  // Away, in the clause or in the next one when it names nobody else ("…, bila je bolesna").
  const thenClause = nextClause(words, first);
  const speaksOfSame = !thenClause.some((w) => others.has(w.index));
  const away = [...clause, ...(speaksOfSame ? thenClause : [])].find((w) => L.ABSENCE.has(w.key));
  if (away) return block('absent', away);
  // "Milane nije bilo", "Jelene nema": the genitive of absence.
  const then1 = words[start + length];
  const then2 = words[start + length + 1];
  if (then1 && then1.key === 'nema' && last.after === '') return block('absent', then1);
  if (then1 && then2 && then1.key === 'nije' && then2.key === 'bilo' && last.after === '')
    return block('absent', then2);
  // A visit that did not happen: "Nisam bila kod Zore", "nisam stigla da se ošišam kod Jelene".
  if (prev?.key === 'kod' && clause.some((w) => w.index < start && negator(w)))
    return block(
      'negated',
      clause.find((w) => w.index < start && negator(w)),
    );
  // "Očekivali smo Anu, ali nas je dočekao Luka": expected, then someone else served.
  const expected = clause.find((w) => w.index < start && isExpectation(w.key));
  if (expected) {
    const later = words.filter((w) => w.sentence === first.sentence && w.clause > first.clause);
    const contrast = later.find((w) => L.CONTRASTS.has(w.key));
    // …or it did not happen: "zakažem kod Ivane ali mi nisu javili", "ali je bila na godišnjem".
    const afterContrast = later.filter((w) => contrast !== undefined && w.index > contrast.index);
    if (
      afterContrast.some(
        (w) =>
          others.has(w.index) || L.SUBSTITUTES.has(w.key) || negator(w) || L.ABSENCE.has(w.key),
      )
    )
      return block('negated', contrast);
  }

  // Roles in the clause.
  const service = clause.find((w) => isServiceVerb(w.key) && !span.includes(w));
  if (service) ctx.roles.push({ code: 'service_role', word: service.text });
  const thanks = [prev, prev2, before(3)].find((w) => w !== undefined && L.THANKS.has(w.key));
  // Praise, thanks, or their trade said of them ("je vrhunska pedikirka", not "u frizeru").
  const saidOf = (w: Word) =>
    clause.some((x) => x.index > start && x.index < w.index && COPULAS.has(x.key));
  const praise = clause.find(
    (w) =>
      w.index >= start + length &&
      (L.PRAISE.has(w.key) ||
        L.THANKS.has(w.key) ||
        ADJECTIVE_GENDER.has(w.key) ||
        ((L.TRADES.has(w.key) || L.PERSON_NOUNS.has(w.key)) && saidOf(w))),
  );
  // "…, hvala joj": thanks to her in the same sentence.
  const sentence = words.filter((w) => w.sentence === first.sentence);
  const thankedPronoun = sentence.find(
    (w, i) => L.THANKS.has(w.key) && THANKED_PRONOUNS.has(sentence[i + 1]?.key ?? ''),
  );
  const thankWord = thanks ?? praise ?? thankedPronoun;
  if (thankWord) ctx.roles.push({ code: 'thanked', word: thankWord.text });
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
    // Thanks, not praise: "Šala, sve je super" is not Sale addressed.
    const thanked = near.find((w) => L.THANKS.has(w.key));
    if (thanked && !thanks && !praise) ctx.roles.push({ code: 'thanked', word: thanked.text });
  }

  // Case government: a preposition right before, or a dative/accusative word near.
  if (prev && GOVERNORS.has(prev.key)) {
    ctx.governed = GOVERNORS.get(prev.key)!;
    ctx.governor = prev.text;
    ctx.byPreposition = true;
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
  ctx.gender = agreement(review, span, others);
  return ctx;
}
