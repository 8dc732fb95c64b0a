// The common frame of an information page: title, "last updated", summary, the page's own body
// and a way to reach a person. Headings: one h1, then h2 per section.
import type { ReactNode } from 'react';
import { ArrowLeft, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { LAST_UPDATED, SUPPORT_EMAIL } from '../page-content';

export function InformationPage({
  metaTitle,
  title,
  summary,
  homeHref,
  children,
}: {
  metaTitle: string;
  title: string;
  summary: string;
  homeHref: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // The interface's locale, so Serbian is written in Latin script ("22. novembar 2026."), never
  // plain 'sr', which Intl writes in Cyrillic.
  const date = new Intl.DateTimeFormat(intlLocale(currentLanguage()), {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{metaTitle}</title>
      <Link
        to={homeHref}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('static.common.backHome')}
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        {t('static.common.lastUpdated', { date: date.format(new Date(LAST_UPDATED)) })}
      </p>
      <p className="mt-6 text-lg leading-relaxed text-pretty text-muted-foreground">{summary}</p>
      <div className="mt-10 space-y-10">{children}</div>
      <aside
        aria-labelledby="information-contact"
        className="mt-12 rounded-2xl border bg-muted/50 p-5 sm:p-6"
      >
        <h2 id="information-contact" className="text-lg font-semibold">
          {t('static.common.contactHeading')}
        </h2>
        <p className="mt-2 leading-relaxed text-pretty text-muted-foreground">
          {t('static.common.contactBody')}
        </p>
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="mt-3 inline-flex items-center gap-2 font-semibold break-all text-primary underline-offset-4 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {SUPPORT_EMAIL}
        </a>
      </aside>
    </article>
  );
}
