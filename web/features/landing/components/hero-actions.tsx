// The landing's main actions (docs/product-rules.md §2): start a free trial (the sign-up tab of /auth) and watch
// the demo; a visitor known to be signed in is offered their dashboard instead of the trial.
import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@common/paths';
import { signUpHref } from '../lib/landing-links';

const primaryClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-primary-foreground shadow-sm transition hover:opacity-90';
const secondaryClass =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full border bg-card px-6 font-semibold transition hover:bg-muted';

export function HeroActions({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();

  return (
    <>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {signedIn ? (
          <Link to={paths.dashboard} className={primaryClass}>
            {t('landing.hero.goToDashboard')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <Link to={signUpHref} className={primaryClass}>
            {t('landing.hero.startTrial')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
        <Link to={paths.demo} className={secondaryClass}>
          <PlayCircle aria-hidden="true" className="size-4" />
          {t('landing.hero.watchDemo')}
        </Link>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        {signedIn ? (
          t('landing.hero.signedIn')
        ) : (
          <>
            {t('landing.hero.haveAccount')}{' '}
            <Link
              to={paths.auth}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('landing.hero.signIn')}
            </Link>
          </>
        )}
      </p>
    </>
  );
}
