// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@common/constants';
import { ERROR_CODES } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { compareCatalogues, placeholders, type CatalogueProblem } from './compare-catalogues';
import dashboardEn from './dashboard/en.json';
import dashboardSr from './dashboard/sr.json';
import en from './en.json';
import landingEn from './landing/en.json';
import landingSr from './landing/sr.json';
import sr from './sr.json';
import staticEn from './static/en.json';
import staticSr from './static/sr.json';

import { cyrillicCatalogue } from '../../scripts/vite-cyrillic';

// Serbian Cyrillic is made from the Latin catalogue at build time; these are the same copies.
const catalogues = { en, sr, 'sr-Cyrl': cyrillicCatalogue(sr) } as const;

// The catalogue parts (web/lib/i18n.ts) load separately into one namespace.
const parts = {
  core: { en, sr },
  landing: { en: landingEn, sr: landingSr },
  dashboard: { en: dashboardEn, sr: dashboardSr },
  static: { en: staticEn, sr: staticSr },
} as const;

function describeProblems(problems: CatalogueProblem[]): string {
  return problems.map((p) => `${p.problem}: ${p.key} (${p.detail})`).join('\n');
}

describe('shipped catalogues', () => {
  it('ships one catalogue for every supported language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.entries(parts))(
    'has every English message in Serbian and every Serbian message in English, with the same placeholders (%s)',
    (_part, { en: english, sr: serbian }) => {
      const problems = compareCatalogues(
        { language: 'en', messages: english },
        { language: 'sr', messages: serbian },
      );
      expect(problems, describeProblems(problems)).toEqual([]);
    },
  );

  it.each(Object.entries(parts))(
    'has every English message in Serbian Cyrillic too, placeholders untouched (%s)',
    (_part, { en: english, sr: serbian }) => {
      const problems = compareCatalogues(
        { language: 'en', messages: english },
        { language: 'sr-Cyrl', messages: cyrillicCatalogue(serbian) },
      );
      expect(problems, describeProblems(problems)).toEqual([]);
    },
  );

  it('leaves no Serbian word in Latin letters in the Cyrillic catalogues', () => {
    // What may stay Latin: names of products (Google, ReviewTrace …), abbreviations, addresses.
    const leftovers = new Set<string>();
    const walk = (value: unknown) => {
      if (typeof value === 'string') {
        const text = value.replace(
          /\{\{[^}]*\}\}|<[^>]*>|\S+@\S+|https?:\/\/\S+|\S+\.(com|rs)\S*/g,
          '',
        );
        for (const [word] of text.matchAll(/[a-zčćšžđ]+/gi)) leftovers.add(word);
      } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    Object.values(parts).forEach((part) => walk(cyrillicCatalogue(part.sr)));
    const serbianLooking = [...leftovers].filter((word) => /[čćšžđ]|(lj|nj|dž)/i.test(word));
    expect(serbianLooking).toEqual([]);
  });

  // Parts are deep-merged into one namespace (a section such as `messages` may be split between
  // the core and the signed-in areas' part), so what must not repeat is a key.
  it('gives each key to exactly one part, so no part overwrites another', () => {
    const leaves = (value: unknown, prefix: string): string[] =>
      value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    const keys = Object.values(parts).flatMap(({ en: english }) => leaves(english, ''));
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  // The server sends each refusal's key (server/lib/error-key.ts): every one must have words.
  it('words every server text and every error code in each language', () => {
    for (const language of ['en', 'sr'] as const) {
      const merged = Object.values(parts).map((part) => part[language]) as Array<{
        messages?: Record<string, string>;
        errors?: { codes?: Record<string, string> };
      }>;
      const messages = Object.assign({}, ...merged.map((part) => part.messages ?? {}));
      const codes = Object.assign({}, ...merged.map((part) => part.errors?.codes ?? {}));
      expect(
        Object.keys(MESSAGES).filter((name) => !messages[name]),
        language,
      ).toEqual([]);
      expect(
        Object.keys(ERROR_CODES).filter((code) => !codes[code]),
        language,
      ).toEqual([]);
    }
  });

  it('names each language in its own language', () => {
    expect(en.language.name).toBe('English');
    expect(sr.language.name).toBe('Srpski (latinica)');
    expect(catalogues['sr-Cyrl'].language.name).toBe('Српски (ћирилица)');
  });

  it('writes Serbian in Latin script, never Cyrillic', () => {
    const cyrillic = /[\u0400-\u04FF]/;
    const offending = JSON.stringify(Object.values(parts).map((part) => part.sr)).match(cyrillic);
    expect(offending, `Cyrillic character found: ${offending?.[0]}`).toBeNull();
  });
});

describe('compareCatalogues', () => {
  it('reports a key that one catalogue lacks, naming the language it is missing from', () => {
    const problems = compareCatalogues(
      { language: 'en', messages: { greeting: { hello: 'Hello', bye: 'Bye' } } },
      { language: 'sr', messages: { greeting: { hello: 'Zdravo' } } },
    );
    expect(problems).toEqual([
      { key: 'greeting.bye', problem: 'missing', detail: 'in en but missing from sr' },
    ]);
  });

  it('reports a key missing from the English side too', () => {
    const problems = compareCatalogues(
      { language: 'en', messages: {} },
      { language: 'sr', messages: { extra: 'Višak' } },
    );
    expect(problems.map((p) => [p.key, p.problem])).toEqual([['extra', 'missing']]);
  });

  it('reports an empty or whitespace-only translation', () => {
    const problems = compareCatalogues(
      { language: 'en', messages: { title: 'Reviews' } },
      { language: 'sr', messages: { title: '  ' } },
    );
    expect(problems.map((p) => [p.key, p.problem])).toEqual([['title', 'empty']]);
  });

  it('reports a message that is not a string', () => {
    const problems = compareCatalogues(
      { language: 'en', messages: { count: 'Three' } },
      { language: 'sr', messages: { count: 3 } },
    );
    expect(problems.map((p) => [p.key, p.problem])).toEqual([['count', 'not-a-string']]);
  });

  it('reports placeholders that differ between the two languages', () => {
    const problems = compareCatalogues(
      { language: 'en', messages: { welcome: 'Welcome, {{name}}' } },
      { language: 'sr', messages: { welcome: 'Dobro došli, {{ime}}' } },
    );
    expect(problems).toEqual([
      { key: 'welcome', problem: 'placeholders-differ', detail: 'en {name} vs sr {ime}' },
    ]);
  });

  it('reports a placeholder dropped from a translation', () => {
    const problems = compareCatalogues(
      { language: 'en', messages: { copyright: '© {{year}} ReviewTrace' } },
      { language: 'sr', messages: { copyright: '© ReviewTrace' } },
    );
    expect(problems.map((p) => p.problem)).toEqual(['placeholders-differ']);
  });

  it('accepts plural keys whose forms differ by language, as Serbian needs a "few" form', () => {
    const problems = compareCatalogues(
      {
        language: 'en',
        messages: { reviews_one: 'One review', reviews_other: '{{count}} reviews' },
      },
      {
        language: 'sr',
        messages: {
          reviews_one: '{{count}} recenzija',
          reviews_few: '{{count}} recenzije',
          reviews_other: '{{count}} recenzija',
        },
      },
    );
    expect(problems).toEqual([]);
  });

  it('reports a Serbian plural that lacks the "few" form', () => {
    const problems = compareCatalogues(
      {
        language: 'en',
        messages: { reviews_one: '{{count}} review', reviews_other: '{{count}} reviews' },
      },
      {
        language: 'sr',
        messages: { reviews_one: '{{count}} recenzija', reviews_other: '{{count}} recenzija' },
      },
    );
    expect(problems.map((p) => [p.key, p.problem])).toEqual([
      ['reviews_few', 'plural-form-missing'],
    ]);
  });

  it('accepts two matching catalogues', () => {
    const problems = compareCatalogues(
      { language: 'en', messages: { a: { b: 'Step {{number}}' } } },
      { language: 'sr', messages: { a: { b: 'Korak {{number}}' } } },
    );
    expect(problems).toEqual([]);
  });
});

describe('placeholders', () => {
  it('reads names from plain and formatted interpolations, once each', () => {
    expect(placeholders('{{count}} of {{ total, number }} by {{count}}')).toEqual([
      'count',
      'total',
    ]);
  });

  it('finds none in plain text', () => {
    expect(placeholders('No placeholders here')).toEqual([]);
  });
});
