// The word classes context.ts reads around a name: prepositions and the cases they govern,
// clitics, presence, copulas, pronouns (docs/attribution.md "Names in context").
import { CASE } from './declension';
import * as L from './lexicon';

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
export const GOVERNORS = new Map<string, number>(
  PREPOSITIONS.flatMap(([keys, cases]) => keys.map((k) => [k, cases] as [string, number])),
);
/** Thanks take the dative ("hvala Milanu"); recommending and praising the accusative. */
export const DATIVE_WORDS = new Set(
  L.keys(
    'hvala zahvaljujem zahvaljujemo zahvalnost čestitke svaka čast dali dala dao dajte dajem trebalo treba trebala',
  ),
);
export const ACCUSATIVE_WORDS = new Set(
  L.keys(
    'preporucujem preporucujemo preporucila preporucio pohvalila pohvalio pohvaljujem volim obozavam trazite trazila trazio pitajte',
  ),
);
/** Unstressed words a negation may stand before its verb with ("nije me šišala"). */
export const CLITICS = new Set(
  L.keys('me mi nas nam se ga je su sam smo vas vam joj mu ih im ti te da li'),
);
export const PRESENCE = new Set(L.keys('radio radila radili radi dosao dosla dolazila dolazio'));
export const PRESENCE_OBJECTS = new Set(L.keys('tu tamo danas taj tog toga na u there in working'));
export const SMALL_ADJECTIVES = new Set(
  L.keys(
    'stariji starija mladji mladja mali mala malu malom rodjeni rodjena najbolja najbolji bivsi bivsa little big older younger best old kleine grosse',
  ),
);

export const isServiceWord = (key: string): boolean =>
  L.SERVICE_WORDS.has(key) || L.SERVICE_STEMS.some((stem) => key.startsWith(stem));
/** A service verb as a verb ("šišala", "ošišao"), not its noun ("šišanje", "farbe"). */
export const isServiceVerb = (key: string): boolean =>
  L.SERVICE_WORDS.has(key) ||
  (/(la|lo|li|le|ao|io|eo|uo)$/.test(key) && L.SERVICE_STEMS.some((s) => key.startsWith(s)));
export const COPULAS = new Set(L.keys('je su bila bio is are was were ist sind'));
export const FIRST_PERSON_OBJECTS = new Set(L.keys('me mi nas nam mene meni'));
export const THANKED_PRONOUNS = new Set(L.keys('joj mu ti vam njoj njemu'));
export const FROM = new Set(L.keys('iz from aus из'));
export const ELSEWHERE = new Set(
  L.keys(
    'komšiluka kraja razreda škole firme posla kafića kafane zgrade ulice grada sela teretane vrtića the café cafe next work office school gym building neighbourhood neighborhood',
  ),
);
export const isExpectation = (key: string): boolean =>
  L.EXPECTATION_STEMS.some((s) => key.startsWith(s));
