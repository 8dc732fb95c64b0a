// The header's location switcher (docs/locations.md): one location or all of them, for every
// figure, leaderboard and export of the dashboard. Absent while the business has one open
// location, so a single shop never sees the word.
import { useId } from 'react';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chooseLocation, useChosenLocation } from '../../lib/location-choice';
import { openLocations, useLocations, useSeveralLocations } from '../../lib/locations-api';

export function LocationSwitcher({ limitedTo = [] }: { limitedTo?: string[] }) {
  const { t } = useTranslation();
  const id = useId();
  const several = useSeveralLocations();
  const chosen = useChosenLocation();
  const theirs = useLocations().data?.filter((location) => limitedTo.includes(location.id));
  // A manager limited to one location has nothing to switch, but sees whose figures these are.
  if (!several && theirs?.length)
    return (
      <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 pb-2 text-sm font-medium sm:px-6">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {t('shell.location.yours', { names: theirs.map((location) => location.name).join(', ') })}
      </p>
    );
  if (!several) return null;
  return (
    <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 pb-2 sm:px-6">
      <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <label htmlFor={id} className="sr-only">
        {t('shell.location.label')}
      </label>
      <select
        id={id}
        value={chosen ?? ''}
        onChange={(event) => chooseLocation(event.target.value || null)}
        className="h-9 max-w-full min-w-0 truncate rounded-full border bg-card px-3 text-sm font-medium sm:max-w-xs"
      >
        <option value="">{t('shell.location.all')}</option>
        {openLocations(several).map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </select>
    </div>
  );
}
