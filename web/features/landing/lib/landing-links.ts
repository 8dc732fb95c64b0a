// Links the landing, the demo and the information pages share. Section links carry the landing's
// path, so they also work from /demo or /faq (the router scrolls to the hash after navigating).
import { DEFAULT_LANGUAGE } from '@common/constants';
import { paths } from '@common/paths';
import { isLanguage } from '../../../lib/i18n';

/** /auth opens on its "create account" tab with ?mode=signup. */
export const signUpHref = `${paths.auth}?mode=signup`;

export type LandingSection = 'features' | 'how-it-works' | 'about' | 'contact';

export function sectionHref(language: string, section: LandingSection): string {
  return `${paths.landing(isLanguage(language) ? language : DEFAULT_LANGUAGE)}#${section}`;
}
