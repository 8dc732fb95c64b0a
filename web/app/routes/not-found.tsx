import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';
import { ThemeToggle } from '../../components/theme-toggle';

/** Any path the app does not know (SPEC §2), in the visitor's stored language. */
export function NotFoundRoute() {
  const { t } = useTranslation();

  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t('notFound.metaTitle')}</title>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" className="rounded-lg">
          <BrandMark />
        </Link>
        <ThemeToggle />
      </header>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 pb-24 text-center">
        <span className="grid size-16 place-items-center rounded-2xl bg-primary-soft text-primary">
          <Compass aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold text-primary">{t('notFound.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{t('notFound.body')}</p>
        <Link
          to="/"
          className="mt-8 inline-flex h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-primary-foreground shadow-sm transition hover:opacity-90"
        >
          {t('notFound.home')}
        </Link>
      </main>
    </div>
  );
}
