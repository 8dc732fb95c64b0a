// Footer columns of SPEC §2 (Product, Company, Support). Only pages that exist are linked; the
// rest are plain facts until sign-up, contact and the information pages arrive.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@common/constants';
import { BrandMark } from '../../../components/brand-mark';

const linkClass = 'transition-colors hover:text-foreground';

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const year = new Date().getFullYear();

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
          <li>
            <a href="#features" className={linkClass}>
              {t('landing.nav.features')}
            </a>
          </li>
          <li>
            <a href="#how-it-works" className={linkClass}>
              {t('landing.nav.howItWorks')}
            </a>
          </li>
        </FooterColumn>

        <FooterColumn heading={t('landing.footer.companyHeading')}>
          <li>{t('landing.footer.companyAbout')}</li>
          <li className="flex gap-4">
            {LANGUAGES.map((language) => (
              <Link
                key={language}
                to={`/${language}`}
                lang={language}
                hrefLang={language}
                className={linkClass}
              >
                {i18n.getFixedT(language)('language.name')}
              </Link>
            ))}
          </li>
        </FooterColumn>

        <FooterColumn heading={t('landing.footer.supportHeading')}>
          <li>{t('landing.footer.supportNoApp')}</li>
          <li>{t('landing.footer.supportLanguages')}</li>
          <li>{t('landing.footer.supportDataIsolation')}</li>
        </FooterColumn>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t('landing.footer.copyright', { year })}
        </p>
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
