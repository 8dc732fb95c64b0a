// The shape of an information page in the `static` catalogue (web/locales/static/*.json). The
// texts are nested objects rather than arrays, so the catalogue test can compare every sentence
// between English and Serbian; sections render in the catalogue's order.
import { useTranslation } from 'react-i18next';

export const SUPPORT_EMAIL = 'support@reviewtrace.app';

/** When the texts last changed: update with any change to what they promise. */
export const LAST_UPDATED = '2026-11-22';

export interface PolicySection {
  heading: string;
  intro?: string;
  list?: Record<string, string>;
  note?: string;
}

export interface PolicyPageContent {
  metaTitle: string;
  title: string;
  summary: string;
  sections: Record<string, PolicySection>;
}

export interface FaqPageContent {
  metaTitle: string;
  title: string;
  summary: string;
  items: Record<string, { q: string; a: string }>;
}

export type PolicyPageKey = 'privacy' | 'privacyPolicy' | 'terms' | 'refund';

export function usePolicyPage(page: PolicyPageKey): PolicyPageContent {
  const { t } = useTranslation();
  return t(`static.${page}`, { returnObjects: true }) as PolicyPageContent;
}

export function useFaqPage(): FaqPageContent {
  const { t } = useTranslation();
  return t('static.faq', { returnObjects: true }) as FaqPageContent;
}
