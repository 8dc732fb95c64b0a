// Per-batch precomputation: every employee's forms are generated once and indexed by the folded
// key of their word (one-word forms) or of their first two words (longer ones), so matching a
// review costs O(words) map lookups whatever the staff size (docs/attribution.md "Throughput").
// People the business lists as not staff are indexed the same way, marked, so that a review
// naming them can be recognised and never credited.
import type { OtherName } from '@common/attribution-evidence';
import { genderOf, type Gender } from './gender';
import { employeeForms, type NameForm } from './name-forms';
import { foldKey, tokenize } from './normalize';
import type { BusinessContext, EmployeeInput } from './types';

interface PreparedEmployee {
  id: string;
  name: string;
  firstKey: string;
  /** Folded keys of every form of the surname (declined ones too); empty without a surname. */
  surnameKeys: Set<string>;
  /** First letter of the surname's key ("Jelena S."). */
  surnameInitial: string | null;
  gender: Gender;
  isActive: boolean;
  /** Set for a name the business listed as not staff: never credited. */
  notStaff: OtherName['role'] | null;
}

export interface IndexEntry extends NameForm {
  employeeId: string;
  /** Derived once here, because the matcher reads them for every candidate of every review. */
  employee: PreparedEmployee;
  /** The keys joined with spaces. */
  phrase: string;
  /** A one-word form of the first name, a nickname, alias or spelling (not a surname). */
  firstNameLike: boolean;
}

export interface Prepared {
  employees: Map<string, PreparedEmployee>;
  /** One-word forms by their key. */
  index: Map<string, IndexEntry[]>;
  /** Forms of two or more words by their first two keys ("milici petrovic"). */
  phraseIndex: Map<string, IndexEntry[]>;
  /** First keys of the phrase index: a word that heads no phrase needs no pair look-up. */
  phraseHeads: Set<string>;
  /** Keys of every one-word first-name-like form: a capital word after a name that is one of
   * these is another name ("Jelena Ivana i Marko"), not a surname. */
  firstNameKeys: Set<string>;
  /**
   * Surname keys of people who are not staff, with their genders: a bare one of these credits
   * only when a title or the clause names the other gender ("Dr Marić je sjajna", the owner a man).
   */
  notStaffSurnames: Map<string, Set<Gender>>;
  /**
   * The business's own name and its locations' names and addresses, as folded word sequences of
   * two or more words: a name inside one of these ("Kod Bore", "Cara Dušana 44") is not staff.
   */
  contextPhrases: string[][];
  /** What this was prepared from. */
  source: readonly EmployeeInput[];
  otherNames: readonly OtherName[];
}

const FIRST_NAME_KINDS = new Set<string>([
  'name',
  'case_form',
  'possessive',
  'nickname',
  'alias',
  'transcribed',
]);

function addPerson(prepared: Prepared, person: PreparedEmployee, forms: NameForm[]): void {
  prepared.employees.set(person.id, person);
  for (const f of forms) {
    if (f.kind === 'surname') for (const k of f.keys) person.surnameKeys.add(k);
    // Every field written out in one order: one hidden class for all entries keeps the
    // matcher's property reads monomorphic.
    const entry: IndexEntry = {
      form: f.form,
      keys: f.keys,
      kind: f.kind,
      confidence: f.confidence,
      cases: f.cases,
      needsCapital: f.needsCapital,
      commonWord: f.commonWord,
      dictionaryWord: f.dictionaryWord,
      employeeId: person.id,
      employee: person,
      phrase: f.keys.join(' '),
      firstNameLike: f.keys.length === 1 && FIRST_NAME_KINDS.has(f.kind),
    };
    if (entry.firstNameLike) prepared.firstNameKeys.add(entry.phrase);
    const [index, head] =
      f.keys.length === 1
        ? [prepared.index, f.keys[0]!]
        : [prepared.phraseIndex, `${f.keys[0]} ${f.keys[1]}`];
    if (f.keys.length > 1) prepared.phraseHeads.add(f.keys[0]!);
    const list = index.get(head);
    if (list === undefined) index.set(head, [entry]);
    else list.push(entry);
  }
}

function person(
  id: string,
  name: string,
  isActive: boolean,
  notStaff: OtherName['role'] | null,
): PreparedEmployee {
  const words = tokenize(name);
  const firstKey = foldKey(words[0]?.latin ?? '');
  const surname = words.length > 1 ? words.at(-1)!.key : null;
  return {
    id,
    name,
    firstKey,
    surnameKeys: new Set(),
    surnameInitial: surname?.charAt(0) ?? null,
    gender: genderOf(words[0]?.latin ?? ''),
    isActive,
    notStaff,
  };
}

/** Word sequences of a business's name, location names and address parts (no house numbers). */
function contextPhrases(business: BusinessContext): string[][] {
  const texts = [
    business.name,
    ...business.locations.flatMap((l) => [l.name, ...(l.address ?? '').split(/[,;\n]/)]),
  ];
  return texts
    .map((text) =>
      tokenize(text)
        .map((t) => foldKey(t.latin))
        .filter((key) => key !== '' && !/^\d/.test(key)),
    )
    .filter((keys) => keys.length >= 2);
}

export function prepareEmployees(
  employees: readonly EmployeeInput[],
  otherNames: readonly OtherName[] = [],
  business?: BusinessContext,
): Prepared {
  const prepared: Prepared = {
    employees: new Map(),
    index: new Map(),
    phraseIndex: new Map(),
    phraseHeads: new Set(),
    firstNameKeys: new Set(),
    notStaffSurnames: new Map(),
    contextPhrases: business ? contextPhrases(business) : [],
    source: employees,
    otherNames,
  };
  for (const e of employees)
    addPerson(prepared, person(e.id, e.name, e.isActive, null), employeeForms(e.name, e.aliases));
  otherNames.forEach((other, i) => {
    const forms = employeeForms(other.name);
    const someone = person(`not-staff:${i}`, other.name, true, other.role);
    addPerson(prepared, someone, forms);
    for (const f of forms) {
      if (f.kind !== 'surname') continue;
      const genders = prepared.notStaffSurnames.get(f.keys[0]!) ?? new Set<Gender>();
      prepared.notStaffSurnames.set(f.keys[0]!, genders.add(someone.gender));
    }
  });
  return prepared;
}
