// The setup guide on the dashboard until the owner hides it (docs/setup-guide.md): connect
// Google, add the team, print the cards, do a test scan; each step with its button, ticked from
// what the server sees, and hidden only once all four are done.
import { Check, Globe, MousePointerClick, Printer, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SetupStep } from '@common/schemas/setup';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { useDismissSetupGuide, useSetupGuide } from '../api/setup-guide';
import { SetupLocations } from './setup-locations';
import { qrApi } from '@common/api/qr';
import { hrefOf } from '../../../lib/api-client';

export interface SetupPaths {
  google: string;
  employees: string;
  /** Settings, at its Locations section. */
  locations: string;
}

const ICONS = { google: Globe, team: UserPlus, cards: Printer, testScan: MousePointerClick };
// The cards in the interface's language; the Employees page offers the other choices.
const cardsPdf = () => hrefOf(qrApi.sheet, { query: { lang: currentLanguage() } });

export function SetupGuide({ paths }: { paths: SetupPaths }) {
  const { t } = useTranslation();
  const guide = useSetupGuide();
  const dismiss = useDismissSetupGuide();
  const data = guide.data;
  if (!data || data.dismissed) return null;
  const done = data.steps.filter((step) => step.done).length;

  const action = (key: SetupStep) => {
    const secondary = buttonClass('secondary', 'sm');
    switch (key) {
      case 'google':
        // Connecting concerns every location: a limited manager is told who does it.
        return data.limited ? (
          <p className="text-muted-foreground">{t('setupGuide.google.adminDoes')}</p>
        ) : (
          <Link to={paths.google} className={secondary}>
            {t('setupGuide.google.action')}
          </Link>
        );
      case 'team':
        return (
          <Link to={paths.employees} className={secondary}>
            {t('setupGuide.team.action')}
          </Link>
        );
      case 'cards':
        return data.teamSize > 0 ? (
          <a
            href={cardsPdf()}
            className={secondary}
            // The server ticks the step when it sends the sheet; look again once it has.
            onClick={() => window.setTimeout(() => void guide.refetch(), 2000)}
          >
            {t('setupGuide.cards.action')}
          </a>
        ) : null;
      case 'testScan':
        return (
          <Link to={paths.employees} className={secondary}>
            {t('setupGuide.testScan.action')}
          </Link>
        );
    }
  };

  return (
    <section
      aria-labelledby="setup-guide-title"
      className="rounded-2xl border border-primary/30 bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="setup-guide-title" className="text-lg font-semibold">
            {data.complete ? t('setupGuide.doneTitle') : t('setupGuide.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('setupGuide.progress', { done, total: data.steps.length })}
          </p>
        </div>
        {data.complete && !data.limited && (
          <Button size="sm" pending={dismiss.isPending} onClick={() => dismiss.mutate()}>
            {t('setupGuide.dismiss')}
          </Button>
        )}
      </div>
      <div aria-hidden="true" className="mt-3 h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${(done / data.steps.length) * 100}%` }}
        />
      </div>
      {data.sharedLocation && (
        <SharedLocationWarning contact={data.sharedLocation.contact} className="mt-4" />
      )}
      <ol className="mt-5 grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        {data.steps.map((step, index) => {
          const Icon = step.done ? Check : ICONS[step.key];
          return (
            <li
              key={step.key}
              className={`flex flex-col gap-3 rounded-xl p-4 text-sm ${step.done ? 'bg-success-soft' : 'bg-muted/60'}`}
            >
              <p className="flex items-center gap-2 font-semibold">
                <Icon
                  aria-hidden="true"
                  className={`size-4 shrink-0 ${step.done ? 'text-success' : 'text-primary'}`}
                />
                <span>
                  {index + 1}. {t(`setupGuide.${step.key}.title`)}
                  <span className="sr-only">
                    {' '}
                    {step.done ? t('setupGuide.stepDone') : t('setupGuide.stepOpen')}
                  </span>
                </span>
              </p>
              <p className="flex-1 text-muted-foreground">
                {t(`setupGuide.${step.key}.body`, { count: data.teamSize })}
              </p>
              {!step.done && action(step.key)}
            </li>
          );
        })}
      </ol>
      {data.locations && (
        <SetupLocations locations={data.locations} locationsPath={paths.locations} />
      )}
      <Alert className="mt-4">{dismiss.isError ? t('setupGuide.dismissFailed') : null}</Alert>
    </section>
  );
}

/** Another ReviewTrace account connected the same Google location: whom to ask. */
export function SharedLocationWarning({
  contact,
  className = '',
}: {
  contact: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p
      className={`rounded-xl border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm ${className}`}
    >
      {contact
        ? t('setupGuide.sharedLocation', { contact })
        : t('setupGuide.sharedLocationNoContact')}
    </p>
  );
}
