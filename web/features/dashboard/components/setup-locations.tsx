// The setup guide's steps per location, for a business with several (docs/locations.md): each
// shop needs its Google review link, its people and a first scan of one of its cards.
import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SetupLocation } from '@common/schemas/setup';

export function SetupLocations({
  locations,
  locationsPath,
}: {
  locations: SetupLocation[];
  /** Settings, at its Locations section: where a location gets its Google link. */
  locationsPath: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{t('setupGuide.locations.title')}</h3>
      <ul className="mt-2 divide-y rounded-xl border text-sm">
        {locations.map((location) => (
          <li
            key={location.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-1.5 px-3 py-2.5"
          >
            <span className="min-w-0 flex-1 basis-40 truncate font-medium">{location.name}</span>
            <Fact done={location.reviewLink} text={t('setupGuide.locations.reviewLink')} />
            <Fact
              done={location.staff > 0}
              text={t('setupGuide.locations.staff', { count: location.staff })}
            />
            <Fact done={location.scanned} text={t('setupGuide.locations.scanned')} />
          </li>
        ))}
      </ul>
      {locations.some((location) => !location.reviewLink) && (
        <p className="mt-2 text-sm text-muted-foreground">
          {t('setupGuide.locations.linkHint')}{' '}
          <Link
            to={locationsPath}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('setupGuide.locations.linkAction')}
          </Link>
        </p>
      )}
    </div>
  );
}

function Fact({ done, text }: { done: boolean; text: string }) {
  const { t } = useTranslation();
  const Icon = done ? Check : Minus;
  return (
    <span
      className={`inline-flex items-center gap-1 ${done ? 'text-success' : 'text-muted-foreground'}`}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {text}
      <span className="sr-only"> {done ? t('setupGuide.stepDone') : t('setupGuide.stepOpen')}</span>
    </span>
  );
}
