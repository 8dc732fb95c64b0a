// One i18next instance for the whole app. The messages come in parts, each a chunk per
// language: `core` (every page: common texts, server messages, sign-in) loads before the first
// paint (main.tsx waits for `i18nReady`); `landing` and `dashboard` load with their routes. All
// parts share the one `translation` namespace, so t() keys do not change with the split.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@common/constants';

/** Each language's name in that language (the catalogues' `language.name`; a test keeps them equal). */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  en: 'English',
  sr: 'Srpski (latinica)',
  'sr-Cyrl': 'Српски (ћирилица)',
};

/** The same, short, where three names share a line (the script shows which Serbian is which). */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = {
  en: 'English',
  sr: 'Srpski',
  'sr-Cyrl': 'Српски',
};

export type CataloguePart = 'core' | 'landing' | 'dashboard' | 'static';

type Loader = () => Promise<{ default: object }>;
const CATALOGUES: Record<CataloguePart, Record<Language, Loader>> = {
  // Cyrillic is made from the Latin catalogue at build time (scripts/vite-cyrillic.ts).
  core: {
    en: () => import('../locales/en.json'),
    sr: () => import('../locales/sr.json'),
    'sr-Cyrl': () => import('../locales/sr.json?cyrillic'),
  },
  landing: {
    en: () => import('../locales/landing/en.json'),
    sr: () => import('../locales/landing/sr.json'),
    'sr-Cyrl': () => import('../locales/landing/sr.json?cyrillic'),
  },
  dashboard: {
    en: () => import('../locales/dashboard/en.json'),
    sr: () => import('../locales/dashboard/sr.json'),
    'sr-Cyrl': () => import('../locales/dashboard/sr.json?cyrillic'),
  },
  // The information pages (/privacy, /terms, /faq...): long texts only those pages need.
  static: {
    en: () => import('../locales/static/en.json'),
    sr: () => import('../locales/static/sr.json'),
    'sr-Cyrl': () => import('../locales/static/sr.json?cyrillic'),
  },
};

/** Parts some page has asked for; a language switch loads them all in the new language. */
const wantedParts = new Set<CataloguePart>(['core']);
const loaded = new Map<string, Promise<void>>();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be unavailable (privacy modes, disabled cookies); the next guess still works.
    return null;
  }
}

/**
 * The language a page opens in: the one its path names (/sr/…, also for a page not found there),
 * else the visitor's stored choice, else their browser's, else English (docs/languages.md).
 */
function initialLanguageOf(): Language {
  const path = globalThis.location?.pathname ?? '';
  const [, prefix, page] = path.split('/');
  if (isLanguage(prefix)) {
    // /sr/auth… (a mailed link, a typed address): the sign-in page in that language, which is
    // remembered, at its own address; the router then never sees the prefix.
    if (page === 'auth') {
      storeLanguage(prefix);
      history.replaceState(null, '', path.slice(prefix.length + 1) + location.search);
    }
    return prefix;
  }
  // The browser's first language, read as web/lib/browser-language.ts reads a tag (kept short
  // here: this runs in the sign-in page's first download).
  const tag = (globalThis.navigator?.language ?? '').toLowerCase();
  const browser = tag.startsWith('sr-cyrl') ? 'sr-Cyrl' : tag.split('-')[0];
  return readStoredLanguage() ?? (isLanguage(browser) ? browser : DEFAULT_LANGUAGE);
}

/** Whether the visitor chose a language before (else / suggests their browser's). */
export const hasStoredLanguage = () => readStoredLanguage() !== null;

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is acceptable; the current page still switches.
  }
}

function loadPart(part: CataloguePart, language: Language): Promise<void> {
  const key = `${part}:${language}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = CATALOGUES[part][language]().then(({ default: messages }) => {
      i18n.addResourceBundle(language, 'translation', messages, true, true);
    });
    // A failed download may be retried by the next caller.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** Loads a part of the messages in the active language (and remembers it for switches). */
export async function loadCatalogue(part: CataloguePart): Promise<void> {
  wantedParts.add(part);
  await loadPart(part, currentLanguage());
}

/** For pages that name every language in its own words (the language choice, the landing). */
export async function loadCoreInAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map((language) => loadPart('core', language)));
}

/**
 * Switches the interface language and remembers it for the next visit (docs/product-rules.md §9). Every part in
 * use, plus `parts`, is loaded in the new language first, so nothing paints half-translated.
 */
export async function setLanguage(
  language: Language,
  parts: readonly CataloguePart[] = [],
): Promise<void> {
  storeLanguage(language);
  for (const part of parts) wantedParts.add(part);
  await Promise.all([...wantedParts].map((part) => loadPart(part, language)));
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The active language, narrowed to one we ship (i18next itself reports plain strings). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

// Screen readers and browser translation read <html lang>, so it follows every switch.
i18n.on('languageChanged', (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

const initialLanguage = initialLanguageOf();

/** Resolves when the stored (or default) language can be shown. */
export const i18nReady: Promise<void> = Promise.all([
  i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: initialLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
  }),
  loadPart('core', initialLanguage),
]).then(() => undefined);

export { i18n };
