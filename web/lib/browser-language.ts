// The visitor's language as their browser states it: the language a page opens in when the path
// names none and the visitor never chose one (web/lib/i18n.ts), and the suggestion at /.
import { LANGUAGES, type Language } from '@common/constants';

/** "sr-Cyrl-RS" is Serbian in Cyrillic; any other Serbian ("sr", "sr-Latn-RS") is Latin. */
function languageOfTag(tag: string): Language | null {
  const lower = tag.toLowerCase();
  if (lower.startsWith('sr-cyrl')) return 'sr-Cyrl';
  const primary = lower.split('-')[0]!;
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

/** The first of the browser's languages we speak, or null. */
export const browserLanguage = (tags: readonly string[]): Language | null =>
  tags.map(languageOfTag).find((language) => language !== null) ?? null;
