// The glossary (docs/glossary.md) is the one vocabulary of every text we show: this reads its
// "Avoid" columns and fails on any catalogue or server text that uses a word it lists.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_TEXTS } from '../server/modules/auth/account-pages-texts';
import { CARD_TEXTS } from '../server/modules/employees/card-texts';
import { MAIL_TEXTS } from '../server/modules/mail/mail-texts';
import { ALERT_TEXTS } from '../server/modules/alerts/alert-texts';
import { TEXTS as PUBLIC_TEXTS } from '../server/modules/public/public-texts';
import { EXPORT_TEXTS } from '../server/modules/exports/export-texts';

const ROOT = path.resolve(import.meta.dirname, '..');
type Lang = 'en' | 'sr';

/** The words to avoid per language, from the two last columns of the glossary's tables. */
export function avoidedWords(markdown: string): Record<Lang, string[]> {
  const words: Record<Lang, string[]> = { en: [], sr: [] };
  const rows = markdown.split('\n').filter((line) => line.startsWith('|'));
  const header = rows.find((row) => row.includes('Avoid (en)'));
  if (!header) return words;
  const cells = (row: string) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const columns = cells(header);
  const en = columns.indexOf('Avoid (en)');
  const sr = columns.indexOf('Avoid (sr)');
  for (const row of rows) {
    const values = cells(row);
    if (values.length !== columns.length) continue;
    for (const [lang, index] of [
      ['en', en],
      ['sr', sr],
    ] as const) {
      words[lang].push(...[...(values[index] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
    }
  }
  return words;
}

/** A pattern for a glossary word: whole words, `*` for any ending, any case. */
export function wordPattern(word: string): RegExp {
  const stem = word.replace(/\*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ending = word.endsWith('*') ? '\\p{L}*' : '';
  return new RegExp(`(?<![\\p{L}])${stem}${ending}(?![\\p{L}])`, 'iu');
}

function strings(value: unknown, at: string, out: Array<[string, string]> = []) {
  if (typeof value === 'string') out.push([at, value]);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) strings(inner, `${at}.${key}`, out);
  }
  return out;
}

function catalogueTexts(lang: Lang): Array<[string, string]> {
  const dirs = [
    'web/locales',
    'web/locales/dashboard',
    'web/locales/landing',
    'web/locales/static',
  ];
  const files = dirs.map((dir) => path.join(ROOT, dir, `${lang}.json`));
  const debug = path.join(ROOT, 'web/features/debug/locales', `${lang}.json`);
  return [...files, debug].flatMap((file) =>
    strings(JSON.parse(readFileSync(file, 'utf8')), path.relative(ROOT, file)),
  );
}

function serverTexts(lang: Lang): Array<[string, string]> {
  return [
    ...strings(ACCOUNT_PAGE_TEXTS[lang], 'account pages'),
    ...strings(CARD_TEXTS[lang], 'cards'),
    ...strings(MAIL_TEXTS[lang], 'mails'),
    ...strings(ALERT_TEXTS[lang], 'alert mails'),
    ...strings(PUBLIC_TEXTS[lang], 'public page'),
    ...strings(EXPORT_TEXTS[lang], 'exports'),
  ];
}

/** Catalogue keys the glossary's "Exceptions" table lets use an avoided word, with its reason. */
export function exceptionKeys(markdown: string): string[] {
  const section = markdown.split(/^## Exceptions$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
}

const glossary = readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8');
const avoided = avoidedWords(glossary);
const exceptions = exceptionKeys(glossary);
/** A catalogue text whose key the Exceptions table names, in any language. */
const excepted = (where: string) => exceptions.some((key) => where.endsWith(`.json.${key}`));

describe('the glossary', () => {
  it('lists words to avoid in both languages', () => {
    expect(avoided.sr).toContain('preduzeć*');
    expect(avoided.en.length).toBeGreaterThan(0);
  });

  it('matches declined forms of a starred word and whole words only', () => {
    expect(wordPattern('preduzeć*').test('Podaci o preduzeću')).toBe(true);
    expect(wordPattern('kupac').test('Kupac skenira')).toBe(true);
    expect(wordPattern('kupac').test('kupaca')).toBe(false);
    expect(wordPattern('dodiri').test('jedan dodir otvara')).toBe(false);
  });

  it.each(['en', 'sr'] as const)('is followed by every %s catalogue and server text', (lang) => {
    const texts = [...catalogueTexts(lang), ...serverTexts(lang)];
    const offending = texts
      .filter(([where]) => !excepted(where))
      .flatMap(([where, text]) =>
        avoided[lang]
          .filter((word) => wordPattern(word).test(text))
          .map((word) => `${where}: "${word}" in "${text}"`),
      );
    expect(offending).toEqual([]);
  });

  it('excepts only the keys its Exceptions table names, each of them real', () => {
    expect(exceptions).toContain('landing.footer.companyHeading');
    expect(excepted('web/locales/landing/en.json.landing.footer.companyHeading')).toBe(true);
    expect(excepted('web/locales/landing/en.json.landing.footer.productHeading')).toBe(false);
    for (const key of exceptions)
      expect(
        catalogueTexts('en').some(([where]) => where.endsWith(`.json.${key}`)),
        key,
      ).toBe(true);
  });

  it('reads every catalogue folder there is', () => {
    const folders = readdirSync(path.join(ROOT, 'web/locales'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(['dashboard', 'landing', 'static']);
  });
});
