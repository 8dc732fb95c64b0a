// The employee's own start page, for a phone first: their figures and their place on the
// thank-you board, their funnel, their QR code and link, their live activity, and the way to the
// reviews credited to them. Who is signed in and until when is in "Your account" (AccountFacts).
import type { ReactNode } from 'react';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@common/paths';
import { ActivityFeed } from '../../../components/activity-feed';
import { buttonClass } from '../../../components/ui/button';
import { OwnFigures } from './own-figures';
import { OwnQrCard } from './own-qr-card';

interface EmployeeHomeProps {
  /** Null only for a session without its employee record (nothing of theirs to show then). */
  employeeId: string | null;
  name: string;
  /** The way to ask a customer for a review (the requests feature, composed by the route). */
  askForReview?: ReactNode;
}

export function EmployeeHome({ employeeId, name, askForReview }: EmployeeHomeProps) {
  const { t } = useTranslation();
  const firstName = name.split(/\s+/)[0] || name;

  return (
    <div className="space-y-6">
      <title>{t('employeeHome.metaTitle')}</title>
      <div>
        <p className="text-sm font-semibold text-primary">{t('employeeHome.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
          {t('employeeHome.greeting', { name: firstName })}
        </h1>
        <p className="mt-2 text-pretty text-muted-foreground">{t('employeeHome.intro')}</p>
      </div>
      {employeeId && (
        <>
          <OwnFigures />
          {askForReview}
          <OwnQrCard employeeId={employeeId} />
          <ActivityFeed
            limit={10}
            compact
            title={t('employeeHome.feedTitle')}
            viewerEmployeeId={employeeId}
          />
        </>
      )}
      <p className="rounded-2xl border bg-primary-soft/50 p-5 text-sm leading-relaxed text-pretty">
        {t('employeeHome.howItWorks')}
      </p>
      <section className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center">
        <MessageSquareText aria-hidden="true" className="size-6 shrink-0 text-primary" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{t('employeeHome.reviews.title')}</h2>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">
            {t('employeeHome.reviews.body')}
          </p>
        </div>
        <Link
          to={`${paths.employee}/reviews`}
          className={buttonClass('secondary', 'md', 'shrink-0 self-start sm:self-auto')}
        >
          {t('employeeHome.reviews.link')}
        </Link>
      </section>
    </div>
  );
}
