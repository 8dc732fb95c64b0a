// Footer columns of docs/product-rules.md §2 (Product, Company, Support). Every link leads to a real page or a
// section of the landing page; there is no pricing page, so none is linked.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@common/constants';
import { paths } from '@common/paths';
import { BrandMark } from '../../../components/brand-mark';
import { LANGUAGE_ENDONYMS } from '../../../lib/i18n';
import { sectionHref } from '../lib/landing-links';

const linkClass = 'transition-colors hover:text-foreground';

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const year = new Date().getFullYear();
  const section = (id: Parameters<typeof sectionHref>[1]) => sectionHref(i18n.language, id);

  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div>
          <BrandMark />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-muted-foreground">
            {t('common.tagline')}
          </p>
        </div>

        <FooterColumn heading={t('landing.footer.productHeading')}>
          <FooterLink to={section('features')}>{t('landing.nav.features')}</FooterLink>
          <FooterLink to={section('how-it-works')}>{t('landing.nav.howItWorks')}</FooterLink>
          <FooterLink to={paths.demo}>{t('landing.footer.demo')}</FooterLink>
        </FooterColumn>

        <FooterColumn heading={t('landing.footer.companyHeading')}>
          <FooterLink to={section('about')}>{t('landing.footer.about')}</FooterLink>
          <FooterLink to={paths.privacy}>{t('landing.footer.privacy')}</FooterLink>
          <FooterLink to={paths.terms}>{t('landing.footer.terms')}</FooterLink>
        </FooterColumn>

        <FooterColumn heading={t('landing.footer.supportHeading')}>
          <FooterLink to={paths.faq}>{t('landing.footer.faq')}</FooterLink>
          <FooterLink to={section('contact')}>{t('landing.footer.contact')}</FooterLink>
          <FooterLink to={paths.refundPolicy}>{t('landing.footer.refund')}</FooterLink>
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6">
          <p>{t('landing.footer.copyright', { year })}</p>
          <ul aria-label={t('landing.footer.languagesLabel')} className="flex gap-4">
            {LANGUAGES.map((language) => (
              <li key={language}>
                <Link
                  to={paths.landing(language)}
                  lang={language}
                  hrefLang={language}
                  className={linkClass}
                >
                  {LANGUAGE_ENDONYMS[language]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{heading}</h2>
      <ul className="mt-4 space-y-3 text-sm leading-relaxed text-muted-foreground">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </li>
  );
}
