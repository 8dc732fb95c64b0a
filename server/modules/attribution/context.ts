// What the words around a name say about it (docs/attribution.md "Names in context"): whether it
// is someone else (a relative, a saint, a street, a dish), negated or away, and what role it has
// in its clause (served, thanked, addressed), which case governs it and which gender the clause
// agrees with. Rules of the language, read from word classes (lexicon.ts), never from names.
import type { EvidenceCue } from '@common/attribution-evidence';
import { CASE } from './declension';
import * as L from './lexicon';
import { ADJECTIVE_GENDER, agreement, type Agreement } from './agreement';
import type { ReviewText, Word } from './text';

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
  L.keys(
    'hvala zahvaljujem zahvaljujemo zahvalnost čestitke svaka čast dali dala dao dajte dajem trebalo treba trebala',
  ),
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
const PRESENCE = new Set(L.keys('radio radila radili radi dosao dosla dolazila dolazio'));
const PRESENCE_OBJECTS = new Set(L.keys('tu tamo danas taj tog toga na u there in working'));
const SMALL_ADJECTIVES = new Set(
  L.keys(
    'stariji starija mladji mladja mali mala malu malom rodjeni rodjena najbolja najbolji bivsi bivsa little big older younger best old kleine grosse',
  ),
);

const isServiceWord = (key: string): boolean =>
  L.SERVICE_WORDS.has(key) || L.SERVICE_STEMS.some((stem) => key.startsWith(stem));
/** A service verb as a verb ("šišala", "ošišao"), not its noun ("šišanje", "farbe"). */
const isServiceVerb = (key: string): boolean =>
  L.SERVICE_WORDS.has(key) ||
  (/(la|lo|li|le|ao|io|eo|uo)$/.test(key) && L.SERVICE_STEMS.some((s) => key.startsWith(s)));
const COPULAS = new Set(L.keys('je su bila bio is are was were ist sind'));
const THANKED_PRONOUNS = new Set(L.keys('joj mu ti vam njoj njemu'));
const FROM = new Set(L.keys('iz from aus из'));
const ELSEWHERE = new Set(
  L.keys(
    'komšiluka kraja razreda škole firme posla kafića kafane zgrade ulice grada sela teretane vrtića the café cafe next work office school gym building neighbourhood neighborhood',
  ),
);
const isExpectation = (key: string): boolean => L.EXPECTATION_STEMS.some((s) => key.startsWith(s));

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
  let relativeBefore: Word | undefined;
  for (let d = 1; d <= 4; d++) {
    const w = before(d);
    if (w === undefined) break;
    const possessed = before(d + 1);
    if (
      L.RELATIVES.has(w.key) ||
      (L.POSSESSIVE_RELATIVES.has(w.key) && possessed && L.POSSESSIVE_PRONOUNS.has(possessed.key))
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
  // Away, in the clause or in the next one when it names nobody else ("…, bila je bolesna").
  const nextClause = words.filter(
    (w) => w.clause === first.clause + 1 && w.sentence === first.sentence,
  );
  const speaksOfSame = !nextClause.some((w) => others.has(w.index));
  const away = [...clause, ...(speaksOfSame ? nextClause : [])].find((w) => L.ABSENCE.has(w.key));
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
        (L.TRADES.has(w.key) && saidOf(w))),
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
