// The visitor's language as their browser states it, for the language choice at /. Not part of
// the language a page opens in (web/lib/i18n.ts): that is the path's, else the stored choice.
import type { Language } from '@common/constants';
import { isLanguage } from './i18n';

/** "sr-Cyrl-RS" is Serbian in Cyrillic; any other Serbian ("sr", "sr-Latn-RS") is Latin. */
function languageOfTag(tag: string): Language | null {
  const lower = tag.toLowerCase();
  if (lower.startsWith('sr-cyrl')) return 'sr-Cyrl';
  const primary = lower.slice(0, 2);
  return isLanguage(primary) ? primary : null;
}

/** The first of the browser's languages we speak, or null. */
export const browserLanguage = (tags: readonly string[]): Language | null =>
  tags.map(languageOfTag).find((language) => language !== null) ?? null;
