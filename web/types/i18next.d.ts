// Types t() keys against the English catalogue, so a misspelt key fails the type check rather
// than showing the raw key to users. locales.test.ts keeps the Serbian catalogue in step.
import 'i18next';
import type en from '../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
