// Match forms of an employee's name (docs/attribution.md "Forms of a name"): every way a review
// may write them, each with its kind, base confidence and grammatical cases. Forms are generated
// in lower-case Latin with diacritics (for evidence) and carry the folded keys the engine looks up.
import { ANY_CASE, CASE, declineWithCases } from './declension';
import { genderOf, type Gender } from './gender';
import { COMMON_WORDS, DICTIONARY_WORDS } from './lexicon';
import { nicknamesOf } from './nicknames';
import { foldKey, tokenize, toLatin } from './normalize';
import { serbianSpellings } from './transcribe';

type FormKind =
  | 'name'
  | 'case_form'
  | 'possessive'
  | 'nickname'
  | 'alias'
  | 'surname'
  | 'full_name'
  | 'initial'
  | 'transcribed';

/**
 * Base confidence per kind. First name + surname is the strongest text signal, first name + the
 * surname's initial nearly as strong; a declined first name is as good as the nominative (Serbian
 * reviews rarely use the nominative); a possessive is slightly weaker; nicknames and aliases can
 * be shared; a surname alone is weak.
 */
const BASE_CONFIDENCE: Record<FormKind, number> = {
  full_name: 0.9,
  initial: 0.85,
  name: 0.8,
  case_form: 0.8,
  transcribed: 0.8,
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
  /** The grammatical cases this form can be (declension.ts CASE bits). */
  cases: number;
  /** Only a capitalized word may match (surnames, and forms that are also common words). */
  needsCapital: boolean;
  /** Also a common word ("nada", "marku", "drago"): needs a mid-sentence capital or a role. */
  commonWord: boolean;
  /** An ordinary Serbian word by the dictionary ("ruža", "vuk"): in lower case, needs a role. */
  dictionaryWord: boolean;
}

/** Surname forms: a man's -ić surname declines (Petrovića, Petroviću); a woman's does not. */
function surnameForms(surname: string, gender: Gender): { form: string; cases: number }[] {
  const s = toLatin(surname).toLowerCase();
  if (gender === 'f' || !/i[cć]$/.test(s)) return [{ form: s, cases: ANY_CASE }];
  return [
    { form: s, cases: CASE.nom | CASE.voc },
    { form: s + 'a', cases: CASE.gen | CASE.acc },
    { form: s + 'u', cases: CASE.dat | CASE.loc },
    { form: s + 'em', cases: CASE.ins },
  ];
}

const capitalize = (words: string): string =>
  words.replace(/(^|\s)(\p{L})/gu, (_, sp: string, ch: string) => sp + ch.toUpperCase());

/** Case forms and possessives of one first name (lower-case Latin), nominative excluded. */
export function declineFirstName(name: string): { cases: string[]; possessives: string[] } {
  const forms = declineWithCases(name, genderOf(name)).slice(1);
  return {
    cases: forms.filter((f) => f.cases !== CASE.poss).map((f) => f.form),
    possessives: forms.filter((f) => f.cases === CASE.poss).map((f) => f.form),
  };
}

/** All match forms of an employee. When two kinds give the same keys, the stronger one is kept. */
export function employeeForms(name: string, aliases: readonly string[] = []): NameForm[] {
  const words = tokenize(name).map((t) => t.latin.toLowerCase());
  const first = words[0];
  if (first === undefined) return [];
  const gender = genderOf(first);
  const surname = words.length > 1 ? words[words.length - 1] : undefined;
  const out = new Map<string, NameForm>();
  const add = (form: string, kind: FormKind, cases: number): void => {
    const keys = form.split(' ').map(foldKey);
    const id = keys.join(' ');
    const commonWord = keys.length === 1 && COMMON_WORDS.has(id);
    const dictionaryWord = keys.length === 1 && DICTIONARY_WORDS.has(id);
    const entry: NameForm = {
      form: capitalize(form),
      keys,
      kind,
      confidence: BASE_CONFIDENCE[kind],
      cases,
      needsCapital: kind === 'surname' || commonWord,
      commonWord,
      dictionaryWord,
    };
    const existing = out.get(id);
    if (existing === undefined || existing.confidence < entry.confidence) out.set(id, entry);
    else if (existing.confidence === entry.confidence) existing.cases |= cases;
  };
  const declined = (word: string, kind: 'name' | 'nickname' | 'alias' | 'transcribed') => {
    for (const f of declineWithCases(word, gender)) {
      const formKind =
        kind !== 'name'
          ? kind
          : f.cases === CASE.poss
            ? 'possessive'
            : f.form === word
              ? 'name'
              : 'case_form';
      add(f.form, formKind, f.cases);
    }
  };

  declined(first, 'name');
  const firstForms = declineWithCases(first, gender).filter((f) => f.cases !== CASE.poss);
  // Aliases first: on equal confidence the first kind stays, and a manager's word is better
  // evidence than the built-in table.
  for (const alias of aliases) {
    const aliasWords = tokenize(alias).map((t) => t.latin.toLowerCase());
    if (aliasWords.length === 1) declined(aliasWords[0]!, 'alias');
    else if (aliasWords.length > 1) add(aliasWords.join(' '), 'alias', ANY_CASE);
  }

  for (const { nickname } of nicknamesOf(first)) {
    declined(toLatin(nickname).toLowerCase(), 'nickname');
    // "Džimi" for Jimmy.
    for (const spelled of serbianSpellings(nickname)) declined(spelled.toLowerCase(), 'nickname');
  }
  const spellings = serbianSpellings(first).map((s) => s.toLowerCase());
  for (const spelling of spellings) declined(spelling, 'transcribed');
  if (surname !== undefined) {
    const surnames = surnameForms(surname, gender);
    surnames.forEach((s) => add(s.form, 'surname', s.cases));
    const spelledFirst = spellings.flatMap((s) => declineWithCases(s, gender));
    for (const f of [...firstForms, ...spelledFirst])
      for (const s of surnames)
        add(`${f.form} ${s.form}`, 'full_name', f.cases & s.cases || f.cases);
    add(`${surname} ${first}`, 'full_name', ANY_CASE); // "Petrović Milica", as on lists and forms
    const spelledSurnames = serbianSpellings(surname, spellings.length > 0).map((s) =>
      s.toLowerCase(),
    );
    for (const spelledSurname of spelledSurnames)
      for (const f of [first, ...spellings]) add(`${f} ${spelledSurname}`, 'full_name', ANY_CASE);
  }
  return [...out.values()];
}
