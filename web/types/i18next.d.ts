// Types t() keys against the English catalogues, so a misspelt key fails the type check rather
// than showing the raw key to users. locales.test.ts keeps the Serbian catalogues in step. The
// parts (core, landing, dashboard) load separately but share the one `translation` namespace.
import 'i18next';
import type en from '../locales/en.json';
import type dashboardEn from '../locales/dashboard/en.json';
import type landingEn from '../locales/landing/en.json';
import type staticEn from '../locales/static/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof landingEn & typeof dashboardEn & typeof staticEn };
  }
}
