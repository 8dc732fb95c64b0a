// The visitor's language as their browser states it, for the language choice at /. Not part of
// the language a page opens in (web/lib/i18n.ts): that is the path's, else the stored choice.
import type { Language } from '@common/constants';
import { isLanguage } from './i18n';

/** The first of the browser's languages we speak ("sr-Latn-RS", "sr" -> sr), or null. */
export const browserLanguage = (tags: readonly string[]): Language | null =>
  tags.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage) ?? null;
