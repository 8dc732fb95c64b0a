// Compares two i18next catalogues so a missing or half-translated message fails a test instead of
// showing a raw key (or English) to a Serbian user. Plural forms are compared by their base key,
// because languages need different forms: Serbian has one/few/other where English has one/other.

type Catalogue = { readonly [key: string]: unknown };

export interface CatalogueProblem {
  key: string;
  problem: 'missing' | 'empty' | 'not-a-string' | 'placeholders-differ' | 'plural-form-missing';
  detail: string;
}

export interface NamedCatalogue {
  language: string;
  messages: Catalogue;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^,}\s]+)[^}]*\}\}/g;

/** Flattens nested messages to dotted keys; leaves that are not strings are kept to be reported. */
function flatten(messages: Catalogue, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [nested, leaf] of flatten(value as Catalogue, path)) flat.set(nested, leaf);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

/** Interpolation names in a message: "{{count}} of {{total, number}}" gives count and total. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(PLACEHOLDER)) {
    if (match[1]) names.add(match[1]);
  }
  return [...names].sort();
}

interface MessageGroup {
  /** Plural category -> message; a message without a plural suffix sits under ''. */
  forms: Map<string, unknown>;
}

function group(messages: Catalogue): Map<string, MessageGroup> {
  const groups = new Map<string, MessageGroup>();
  for (const [key, value] of flatten(messages)) {
    const suffix = PLURAL_SUFFIX.exec(key);
    const base = suffix ? key.slice(0, suffix.index) : key;
    const form = suffix?.[1] ?? '';
    const entry = groups.get(base) ?? { forms: new Map<string, unknown>() };
    entry.forms.set(form, value);
    groups.set(base, entry);
  }
  return groups;
}

function groupPlaceholders(entry: MessageGroup): string[] {
  const names = new Set<string>();
  for (const value of entry.forms.values()) {
    if (typeof value === 'string') for (const name of placeholders(value)) names.add(name);
  }
  return [...names].sort();
}

function checkOwnMessages(
  catalogue: NamedCatalogue,
  groups: Map<string, MessageGroup>,
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const categories = new Intl.PluralRules(catalogue.language).resolvedOptions().pluralCategories;
  for (const [base, entry] of groups) {
    for (const [form, value] of entry.forms) {
      const key = form ? `${base}_${form}` : base;
      if (typeof value !== 'string') {
        problems.push({
          key,
          problem: 'not-a-string',
          detail: `${catalogue.language}: ${JSON.stringify(value)}`,
        });
      } else if (value.trim() === '') {
        problems.push({ key, problem: 'empty', detail: `empty in ${catalogue.language}` });
      }
    }
    const isPlural = [...entry.forms.keys()].some((form) => form !== '');
    if (!isPlural) continue;
    for (const category of categories) {
      if (!entry.forms.has(category)) {
        problems.push({
          key: `${base}_${category}`,
          problem: 'plural-form-missing',
          detail: `${catalogue.language} needs the "${category}" form of ${base}`,
        });
      }
    }
  }
  return problems;
}

/**
 * A sentence worded for a woman ("Zaposlena je aktivirana") is `<key>_female`: i18next's context,
 * used where the language agrees words with the person (docs/languages.md). Another language may
 * not need it: its plain key serves everyone.
 */
const CONTEXT_SUFFIX = /_female$/;

function missingKeys(
  own: NamedCatalogue,
  ownGroups: Map<string, MessageGroup>,
  otherLanguage: string,
  otherGroups: Map<string, MessageGroup>,
): CatalogueProblem[] {
  const covered = (base: string) =>
    otherGroups.has(base) ||
    (CONTEXT_SUFFIX.test(base) && otherGroups.has(base.replace(CONTEXT_SUFFIX, '')));
  return [...ownGroups.keys()]
    .filter((base) => !covered(base))
    .map((base) => ({
      key: base,
      problem: 'missing' as const,
      detail: `in ${own.language} but missing from ${otherLanguage}`,
    }));
}

/**
 * Every problem that keeps the two catalogues from being interchangeable. An empty list means each
 * message exists, is a non-empty string and uses the same placeholders in both languages.
 */
export function compareCatalogues(a: NamedCatalogue, b: NamedCatalogue): CatalogueProblem[] {
  const groupsA = group(a.messages);
  const groupsB = group(b.messages);
  const problems = [...checkOwnMessages(a, groupsA), ...checkOwnMessages(b, groupsB)];

  problems.push(...missingKeys(a, groupsA, b.language, groupsB));
  problems.push(...missingKeys(b, groupsB, a.language, groupsA));

  // Each message against its counterpart; a worded-for-a-woman one against the plain key.
  const pairs = [...groupsA].map(([base, entry]) => [base, entry, groupsB.get(base)] as const);
  for (const [base, entryB] of groupsB) {
    if (!groupsA.has(base) && CONTEXT_SUFFIX.test(base)) {
      pairs.push([base, groupsA.get(base.replace(CONTEXT_SUFFIX, ''))!, entryB]);
    }
  }
  for (const [base, entryA, entryB] of pairs) {
    if (!entryA || !entryB) continue;
    const namesA = groupPlaceholders(entryA);
    const namesB = groupPlaceholders(entryB);
    if (namesA.join(',') !== namesB.join(',')) {
      problems.push({
        key: base,
        problem: 'placeholders-differ',
        detail: `${a.language} {${namesA.join(', ')}} vs ${b.language} {${namesB.join(', ')}}`,
      });
    }
  }
  return problems;
}
