// One i18next instance for the whole app. Both catalogues are bundled: they are small, and a
// synchronous start means the first paint is already in the right language.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@common/constants';
import en from '../locales/en.json';
import sr from '../locales/sr.json';

export const resources = {
  en: { translation: en },
  sr: { translation: sr },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be unavailable (privacy modes, disabled cookies); the default still works.
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is acceptable; the current page still switches.
  }
}

/** Switches the interface language and remembers it for the next visit (SPEC §9). */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
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

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
