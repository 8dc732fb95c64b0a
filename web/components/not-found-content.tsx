import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The body of the not-found page, also drawn inside the dashboards for unknown sub-paths. */
export function NotFoundContent({
  homeTo = '/',
  homeLabel,
}: {
  homeTo?: string;
  homeLabel?: string;
}) {
  const { t } = useTranslation();

  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t('notFound.metaTitle')}</title>
      <span className="grid size-16 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold text-primary">{t('notFound.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{t('notFound.body')}</p>
      <Link
        to={homeTo}
        className="mt-8 inline-flex h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-primary-foreground shadow-sm transition hover:opacity-90"
      >
        {homeLabel ?? t('notFound.home')}
      </Link>
    </div>
  );
}
