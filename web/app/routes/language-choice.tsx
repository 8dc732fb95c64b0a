// The entry page (docs/product-rules.md §2 "/"): one line about the product and a choice of language. Each
// choice is written in its own language, so a visitor recognises theirs whatever is active.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PRODUCT_NAME } from '@common/constants';
import { browserLanguage } from '../../lib/browser-language';
import { currentLanguage, hasStoredLanguage } from '../../lib/i18n';
import { BrandMark } from '../../components/brand-mark';
import { ThemeToggle } from '../../components/theme-toggle';

export function LanguageChoiceRoute() {
  const { t, i18n } = useTranslation();
  const preferredLanguage = hasStoredLanguage()
    ? currentLanguage()
    : (browserLanguage(navigator.languages) ?? currentLanguage());

  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <title>{PRODUCT_NAME}</title>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-primary-soft to-transparent"
      />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <BrandMark />
        <ThemeToggle />
      </header>

      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 pb-16 text-center sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {PRODUCT_NAME}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
          {t('common.tagline')}
        </p>

        <h2 className="mt-12 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          {LANGUAGES.map((language) => (
            <span
              key={language}
              lang={language}
              className="not-first:before:mx-2 not-first:before:content-['/']"
            >
              {i18n.getFixedT(language)('language.prompt')}
            </span>
          ))}
        </h2>

        <ul className="mt-5 grid w-full gap-4 sm:grid-cols-3">
          {/* The visitor's language (stored, else their browser's) first and marked. */}
          {[...LANGUAGES]
            .sort((a, b) => Number(b === preferredLanguage) - Number(a === preferredLanguage))
            .map((language) => {
              const fixedT = i18n.getFixedT(language);
              const preferred = language === preferredLanguage;
              return (
                <li key={language}>
                  <Link
                    to={`/${language}`}
                    lang={language}
                    hrefLang={language}
                    aria-current={preferred ? 'true' : undefined}
                    className={`group flex items-center justify-between gap-4 rounded-2xl border bg-card p-6 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${preferred ? 'border-primary ring-2 ring-primary/30' : ''}`}
                  >
                    <span>
                      <span className="block text-2xl font-semibold">
                        {fixedT('language.name')}
                      </span>
                      <span className="mt-1 block text-sm text-muted-foreground">
                        {fixedT('language.continue')}
                      </span>
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-6 shrink-0 text-primary transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                    />
                  </Link>
                </li>
              );
            })}
        </ul>
      </main>
    </div>
  );
}
