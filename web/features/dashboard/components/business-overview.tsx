// The dashboard of an account without a business yet: the way to set one up, and how ReviewTrace
// turns a scan into an attributed review. With a business, DashboardScreen shows the figures.
import type { ReactNode } from 'react';
import { BadgeCheck, Building2, QrCode, Star } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';

const STEPS = [
  { key: 'team', icon: QrCode },
  { key: 'scan', icon: Star },
  { key: 'attribution', icon: BadgeCheck },
] as const;

export function BusinessOverview({ setupPath }: { setupPath: string }) {
  const { t } = useTranslation();

  return (
    <div className="space-y-6">
      <title>{t('overview.metaTitle')}</title>
      <div>
        <p className="text-sm font-semibold text-primary">{t('overview.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
          {t('overview.welcomeNoBusiness')}
        </h1>
      </div>

      <Card>
        <div className="flex items-start gap-4">
          <Building2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <div>
            <h2 className="font-semibold">{t('overview.noBusiness.title')}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('overview.noBusiness.body')}</p>
            <Link to={setupPath} className={buttonClass('primary', 'sm', 'mt-4')}>
              {t('overview.noBusiness.action')}
            </Link>
          </div>
        </div>
      </Card>

      <section aria-labelledby="get-started-title">
        <h2 id="get-started-title" className="text-lg font-semibold">
          {t('overview.getStarted.title')}
        </h2>
        <ol className="mt-3 grid gap-3 md:grid-cols-3">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="rounded-2xl border bg-card p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-primary-soft text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  {t('overview.getStarted.step', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 font-semibold">{t(`overview.getStarted.${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-pretty text-muted-foreground">
                {t(`overview.getStarted.${key}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <section className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">{children}</section>;
}
