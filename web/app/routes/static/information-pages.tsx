// /privacy, /privacy-policy, /terms, /refund-policy and /faq (docs/product-rules.md §2). The rules name both /privacy
// and /privacy-policy: /privacy is the short "Privacy at a glance" and /privacy-policy the full
// policy; each links to the other, so neither duplicates the other's text. The paths carry no
// language: the pages speak the visitor's current language and switch in place.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import { LanguageToggle } from '../../../components/language-toggle';
import { SiteFooter } from '../../../features/landing/components/site-footer';
import { SiteHeader } from '../../../features/landing/components/site-header';
import { FaqList } from '../../../features/static-pages/components/faq-list';
import { InformationPage } from '../../../features/static-pages/components/information-page';
import { PolicySections } from '../../../features/static-pages/components/policy-sections';
import { RelatedLinks } from '../../../features/static-pages/components/related-links';
import {
  useFaqPage,
  usePolicyPage,
  type PolicyPageKey,
} from '../../../features/static-pages/page-content';
import { isLanguage } from '../../../lib/i18n';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader languageControl={<LanguageToggle compact />} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function useHomeHref(): string {
  const { i18n } = useTranslation();
  return paths.landing(isLanguage(i18n.language) ? i18n.language : 'en');
}

function PolicyRoute({
  page,
  related,
}: {
  page: PolicyPageKey;
  related: Parameters<typeof RelatedLinks>[0]['pages'];
}) {
  const content = usePolicyPage(page);
  const homeHref = useHomeHref();
  return (
    <Frame>
      <InformationPage {...content} homeHref={homeHref}>
        <PolicySections sections={content.sections} />
        <RelatedLinks pages={related} />
      </InformationPage>
    </Frame>
  );
}

export function PrivacyRoute() {
  return <PolicyRoute page="privacy" related={['privacyPolicy', 'faq']} />;
}

export function PrivacyPolicyRoute() {
  return <PolicyRoute page="privacyPolicy" related={['privacy', 'terms', 'faq']} />;
}

export function TermsRoute() {
  return <PolicyRoute page="terms" related={['privacyPolicy', 'refund']} />;
}

export function RefundPolicyRoute() {
  return <PolicyRoute page="refund" related={['terms', 'faq']} />;
}

export function FaqRoute() {
  const content = useFaqPage();
  const homeHref = useHomeHref();
  return (
    <Frame>
      <InformationPage {...content} homeHref={homeHref}>
        <FaqList items={content.items} />
        <RelatedLinks pages={['privacy', 'terms', 'refund']} />
      </InformationPage>
    </Frame>
  );
}
