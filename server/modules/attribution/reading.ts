// One reading of a name form where it appears: the rules that reject it (capitals, another
// surname, the reviewer's own name, gender) and, among the readings of one place, the ones the
// case government or the clause favours (docs/attribution.md "Names in context").
import type { EvidenceCue } from '@common/attribution-evidence';
import type { SpanContext } from './context';
import { CASE } from './declension';
import {
  NOT_SURNAMES,
  POSSESSIVE_RELATIVES,
  RELATIVES,
  SELF_INTRODUCTIONS,
  SIGN_OFFS,
  THINGS,
} from './lexicon';
import { SOCIAL_TITLES, TITLE_GENDER, TITLES } from './lexicon-people';
import type { IndexEntry, Prepared } from './prepare';
import { isSerbianLike, type ReviewText, type Word } from './text';

/** What follows a subject: a clitic, a negation or a participle ("Jovana je", "Jovana nikad"). */
const SUBJECT_NEXT =
  /^(je|su|me|mi|nas|nam|se|ga|joj|mu|nije|nisu|nikad|uvek|ne|bila|bio|[a-z]+(la|ao|io|eo|uo))$/;
const nextKey = (review: ReviewText, start: number): string => {
  const word = review.words[start];
  const next = review.words[start + 1];
  return word !== undefined && next !== undefined && word.after === '' ? next.key : '';
};

export interface Author {
  words: Set<string>;
  first: string | undefined;
  last: string | undefined;
}

export interface Hit {
  start: number;
  entry: IndexEntry;
}

export const FORM_CUES: Partial<Record<IndexEntry['kind'], EvidenceCue['code']>> = {
  full_name: 'full_name',
  initial: 'surname_initial',
  case_form: 'case_form',
  possessive: 'case_form',
  nickname: 'nickname',
  alias: 'alias',
  transcribed: 'transcribed',
};
/** Words that join names in a business name and say nothing of it ("Ana i Maja"). */
const JOINERS = new Set(['i', 'a', 'ili', 'and', 'the', 'of', 'und', 'et', 'y']);

/** Two keys of one word, allowing for case endings ("bulevara" is "bulevar"). */
const sameWord = (a: string, b: string): boolean =>
  a === b ||
  (a.length >= 4 &&
    b.length >= 4 &&
    a.slice(0, 4) === b.slice(0, 4) &&
    Math.abs(a.length - b.length) <= 3);

/** Whether words[start, start + length) lie inside a written occurrence of one of the phrases. */
function insideContextPhrase(
  words: readonly Word[],
  start: number,
  length: number,
  phrases: readonly string[][],
): boolean {
  // Any two or more words of the phrase in a row that hold the name and a word of substance
  // ("Studio Teodora" of "Pekara Studio Teodora"; not "i Maja" of "Salon Ana i Maja").
  return phrases.some((phrase) => {
    for (let a = 0; a < phrase.length; a++)
      for (let b = a + Math.max(2, length); b <= phrase.length; b++) {
        const window = phrase.slice(a, b);
        for (let k = 0; k + length <= window.length; k++) {
          const from = start - k;
          if (from < 0 || from + window.length > words.length) continue;
          const rest = window.filter((_, j) => j < k || j >= k + length);
          if (rest.every((key) => JOINERS.has(key))) continue;
          if (window.every((key, j) => sameWord(words[from + j]!.key, key))) return true;
        }
      }
    return false;
  });
}

/** Whether the reviewer starts sentences with capitals (then lower case marks ordinary words). */
function writesCapitals(review: ReviewText): boolean {
  const starts = review.words.filter((x) => x.sentenceStart && /^\p{L}/u.test(x.text));
  return starts.length > 0 && starts.every((x) => x.capitalized);
}
const SURNAME_LIKE = /(ic|ovic|evic|ski|ska|ska|sky)$/;
const hasStrongRole = (ctx: SpanContext) => ctx.roles.some((r) => r.code !== 'addressed');

/** A reviewer's own name: "ja sam Ivana", "Pozdrav, Ivana" at the end, or no role at all. */
function isSelfReference(review: ReviewText, w: Word, ctx: SpanContext): boolean {
  const prev = review.words[w.index - 1];
  if (prev && SELF_INTRODUCTIONS.has(prev.key)) return true;
  const atEnd = w.index === review.words.length - 1 || w.after.includes('$');
  if (atEnd && (/[,\n—-]/.test(w.before) || (prev && SIGN_OFFS.has(prev.key)))) return true;
  // A reviewer may speak of themselves in the third person ("Marko vam se zahvaljuje"): only a
  // service verb makes the shared name the colleague's.
  return !ctx.roles.some((r) => r.code === 'service_role');
}

/**
 * Checks one reading against the words around it. Returns the rule that rejects it, or the cues
 * that support it (and may upgrade a first name followed by the right initial).
 */
export function judge(
  review: ReviewText,
  hit: Hit,
  ctx: SpanContext,
  prepared: Prepared,
  author: Author,
): { reject: EvidenceCue } | { entry: IndexEntry } {
  const { words } = review;
  const w = words[hit.start]!;
  let entry = hit.entry;
  const employee = entry.employee;
  const single = entry.keys.length === 1;
  // An ordinary Serbian word by the dictionary ("ruža", "vuk", "sunčica"), in a Serbian review.
  const dictionaryWord = single && entry.dictionaryWord && isSerbianLike(review.language);
  if (single && (entry.needsCapital || (dictionaryWord && !w.capitalized))) {
    // Lower case: a common word, unless the whole review is typed in lower case and the word
    // plainly has a role ("vera me je sisala").
    const plainRole =
      !w.capitalized &&
      hasStrongRole(ctx) &&
      ctx.governor === null &&
      !words.some((x) => x.capitalized);
    if (!w.capitalized && !((entry.commonWord || dictionaryWord) && plainRole))
      return { reject: { code: 'common_word', word: w.text } };
    // Only a served, thanked or praised word; "Nada, nada, nada…" is not someone addressed.
    if (entry.commonWord && w.sentenceStart && !hasStrongRole(ctx))
      return { reject: { code: 'common_word', word: w.text } };
    if (entry.commonWord && review.language === 'es')
      return { reject: { code: 'common_word', word: w.text } };
  }
  // "Auto servis Kod Bore", "Ulica cara Dušana": the business's or a location's own name.
  if (insideContextPhrase(words, hit.start, entry.keys.length, prepared.contextPhrases))
    return { reject: { code: 'business_name', word: w.text } };
  // A writer who capitalizes writes names with a capital: in "vesna je stigla" or "neveni u vazi"
  // the lower-case word is an ordinary one (a name typed in lower case by someone who never uses
  // capitals stays a name).
  if (single && !w.capitalized && !w.sentenceStart && writesCapitals(review))
    return { reject: { code: 'common_word', word: w.text } };
  // A nickname shared with singers and players is someone here only when something is said of
  // them: served, thanked, spoken to, or visited ("kod Gagija").
  if (entry.kind === 'alias' && !hasStrongRole(ctx) && !ctx.byPreposition)
    return { reject: { code: 'no_role', word: w.text } };
  const next = words[hit.start + 1];
  // "Ivanina mama": the possessive names the mother, not Ivana.
  if (
    entry.kind === 'possessive' &&
    next &&
    (RELATIVES.has(next.key) || POSSESSIVE_RELATIVES.has(next.key))
  )
    return { reject: { code: 'relative', word: next.text } };
  // "Nikolina rođendanska torta": a thing of theirs, not them.
  if (entry.kind === 'possessive') {
    const owned = [next, words[hit.start + 2]].find((x) => x !== undefined && THINGS.has(x.key));
    if (owned) return { reject: { code: 'thing_name', word: owned.text } };
  }
  if (entry.firstNameLike && next && w.after === '' && next.capitalized && !next.sentenceStart) {
    if (next.text.length === 1) {
      if (employee.surnameInitial !== next.key)
        return { reject: { code: 'other_surname', word: next.text } };
      entry = { ...entry, kind: 'initial', confidence: 0.85 };
    } else if (employee.surnameKeys.has(next.key)) {
      return { reject: { code: 'tie' } }; // the full-name reading of the same words decides
    } else if (
      !NOT_SURNAMES.has(next.key) &&
      !prepared.firstNameKeys.has(next.key) &&
      next.text !== next.text.toUpperCase() // "NADI VELIKO HVALA": capitals say nothing
    ) {
      return { reject: { code: 'other_surname', word: next.text } };
    }
  }
  const prev = words[hit.start - 1];
  const initialBefore = prev !== undefined && prev.text.length === 1 && prev.capitalized;
  if (
    single &&
    prev &&
    (prev.after === '' || (initialBefore && prev.after === '.')) &&
    prev.capitalized &&
    (!prev.sentenceStart || initialBefore)
  ) {
    // "Karadžić Vuk" (surname first), or "J. Simić" (first name's initial before a surname).
    if (entry.firstNameLike && SURNAME_LIKE.test(prev.key) && !employee.surnameKeys.has(prev.key))
      return { reject: { code: 'other_surname', word: prev.text } };
    if (entry.kind === 'surname' && prev.text.length === 1) {
      if (employee.firstKey.charAt(0) !== prev.key)
        return { reject: { code: 'other_surname', word: prev.text } };
      entry = { ...entry, kind: 'initial', confidence: 0.85 };
    } else if (entry.kind === 'surname' && !TITLES.has(prev.key)) {
      // "Milana Stankovića", "Jovan Jovanović Zmaj": another person's full name.
      return { reject: { code: 'other_surname', word: prev.text } };
    }
  }
  // A surname the business's owner or former staff share is not enough on its own, unless a
  // title or the clause says the other gender: "Dr Marić je sjajna" when the owner is a man.
  const notStaff = entry.kind === 'surname' ? prepared.notStaffSurnames.get(w.key) : undefined;
  if (notStaff) {
    // "Gospođa Perić" may be the owner's wife: only a trade's title or the clause tell.
    const social = prev !== undefined && SOCIAL_TITLES.has(prev.key);
    const told =
      (prev && TITLE_GENDER.get(prev.key)) ?? (ctx.gender?.near ? ctx.gender.value : null);
    if (social || told !== employee.gender || notStaff.has(told))
      return { reject: { code: 'not_staff', word: w.text } };
  }
  // A surname alone is weak: only with the person served, thanked or praised.
  if (entry.kind === 'surname' && !hasStrongRole(ctx))
    return { reject: { code: 'surname_only', word: w.text } };
  // The reviewer introducing or greeting as themselves: "Ja sam Jelena Perić", "Pozdrav od Ljubice".
  if (employee.firstKey === author.first && prev) {
    if (SELF_INTRODUCTIONS.has(prev.key) || (prev.key === 'od' && ctx.governor !== null))
      return { reject: { code: 'reviewer_name', word: w.text } };
  }
  if (
    single &&
    (author.words.has(w.key) ||
      (entry.firstNameLike && employee.firstKey === author.first && entry.kind === 'name'))
  ) {
    if (entry.kind === 'surname' || w.key === author.last || isSelfReference(review, w, ctx))
      return { reject: { code: 'reviewer_name', word: w.text } };
  }
  if (ctx.byPreposition && (entry.cases & ctx.governed) === 0 && entry.kind !== 'possessive')
    return { reject: { code: 'case_mismatch', word: ctx.governor ?? '' } };
  const agreementApplies =
    ctx.gender !== null && ctx.gender.near && entry.kind !== 'possessive' && ctx.governed === 0;
  if (agreementApplies && ctx.gender!.value !== employee.gender)
    return { reject: { code: 'gender_mismatch', word: ctx.gender!.word } };
  return { entry };
}

/** Among readings of one span, keeps those the case government or the clause favours. */
export function byCase<T extends { entry: IndexEntry }>(
  readings: T[],
  ctx: SpanContext,
  review: ReviewText,
  start: number,
): T[] {
  if (readings.every((r) => r.entry.employeeId === readings[0]!.entry.employeeId)) return readings;
  /** Keeps the readings a rule favours, when it favours some but not all. */
  const narrow = (list: T[], keep: (r: T) => boolean): T[] => {
    const kept = list.filter(keep);
    return kept.length > 0 ? kept : list;
  };
  let kept = readings;
  // Other languages do not decline our names: "Jovana was kind" is Jovana.
  if (!isSerbianLike(review.language)) kept = narrow(kept, (r) => (r.entry.cases & CASE.nom) !== 0);
  if (ctx.governed !== 0) kept = narrow(kept, (r) => (r.entry.cases & ctx.governed) !== 0);
  // "Milane, hvala ti": someone spoken to is in the vocative.
  if (ctx.roles.some((r) => r.code === 'addressed'))
    kept = narrow(kept, (r) => (r.entry.cases & CASE.voc) !== 0);
  const clause = review.words.filter((x) => x.clause === review.words[start]!.clause);
  // "sam", "smo", or a verb in the first person ("obožavam"): the reviewer is the subject, so
  // the name is an object; otherwise a name opening its clause is most likely the subject.
  const firstPerson = clause.some(
    (x) =>
      ['sam', 'smo', 'bih', 'bismo'].includes(x.key) ||
      (x.index !== start && x.key.length >= 5 && /(am|em|im|amo|emo|imo)$/.test(x.key)),
  );
  if (ctx.governed === 0 && firstPerson)
    kept = narrow(kept, (r) => r.entry.cases !== (CASE.nom | CASE.voc));
  else if (ctx.governed === 0 && ctx.clauseInitial && SUBJECT_NEXT.test(nextKey(review, start)))
    kept = narrow(kept, (r) => (r.entry.cases & CASE.nom) !== 0);
  // Agreement, here or in the next clause ("…, ona je prava profesionalka"), picks between the
  // readings the case left open.
  if (ctx.gender) kept = narrow(kept, (r) => r.entry.employee.gender === ctx.gender!.value);
  return kept;
}
