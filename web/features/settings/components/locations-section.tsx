// Locations: the business's shops, each with its own Google review link and cards
// (docs/locations.md). One location is the usual case: the section then only offers to add a
// second one.
import { useState } from 'react';
import { Archive, ArchiveRestore, MapPin, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@common/schemas/locations';
import { ActionMenu, ActionMenuButton } from '../../../components/ui/action-menu';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/describe-error';
import { useLocations } from '../../../lib/locations-api';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateLocation } from '../api/locations';
import { LocationDialog } from './location-dialog';
import { AddGoogleLocationsButton, canAddGoogleLocations } from './add-google-locations';
import { useGoogleStatus } from '../../../lib/google-status';

/** `canAdd`: false for a manager limited to some locations (a new location concerns every one). */
export function LocationsSection({ canAdd = true }: { canAdd?: boolean }) {
  const { t } = useTranslation();
  const locations = useLocations();
  const google = useGoogleStatus();
  const [editing, setEditing] = useState<Location | 'new' | null>(null);
  return (
    <section
      id="locations"
      aria-labelledby="locations-title"
      className="space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="locations-title" className="text-lg font-semibold">
            {t('settings.locations.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('settings.locations.description')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canAdd && canAddGoogleLocations(google.data) && (
            <AddGoogleLocationsButton variant="secondary" />
          )}
          {canAdd && (
            <Button variant="secondary" className="shrink-0" onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" className="-ml-1 size-4" />
              {t('settings.locations.add')}
            </Button>
          )}
        </div>
      </div>
      {locations.data ? (
        <LocationList locations={locations.data} onEdit={setEditing} />
      ) : locations.isError ? (
        <Alert>{t('settings.locations.loadFailed')}</Alert>
      ) : (
        <div className="h-16 rounded-xl bg-muted motion-safe:animate-pulse" />
      )}
      <LocationDialog
        open={editing !== null}
        location={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

function LocationList({
  locations,
  onEdit,
}: {
  locations: Location[];
  onEdit: (location: Location) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const show = useErrorText();
  const update = useUpdateLocation();
  const setArchived = (location: Location, archived: boolean) =>
    update.mutate(
      { id: location.id, archived },
      {
        onSuccess: () =>
          toast({
            tone: 'success',
            message: t(archived ? 'settings.locations.archived' : 'settings.locations.restored', {
              name: location.name,
            }),
          }),
      },
    );
  return (
    <div className="space-y-3">
      <ul className="divide-y rounded-xl border">
        {locations.map((location) => (
          <li key={location.id} className="flex items-start gap-3 px-3.5 py-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
                <span className="break-words">{location.name}</span>
                {location.archived && (
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                    {t('settings.locations.archivedBadge')}
                  </span>
                )}
              </p>
              {location.address && (
                <p className="break-words text-sm text-muted-foreground">{location.address}</p>
              )}
              {location.timeZone && (
                <p className="text-sm text-muted-foreground">
                  {t('settings.locations.zoneShown', { zone: location.timeZone })}
                </p>
              )}
              <p className="mt-0.5 text-sm text-muted-foreground">
                {t('settings.locations.staff', { count: location.employeeCount })}
                {' · '}
                {location.reviewUrl
                  ? t('settings.locations.linkSet')
                  : t('settings.locations.linkMissing')}
                {' · '}
                {t('settings.locations.cardCode', { number: location.number })}
              </p>
            </div>
            <ActionMenu label={t('settings.locations.actions', { name: location.name })}>
              <ActionMenuButton
                icon={<Pencil aria-hidden="true" className="size-4" />}
                onSelect={() => onEdit(location)}
              >
                {t('settings.locations.edit')}
              </ActionMenuButton>
              {!location.isFirst && (
                <ActionMenuButton
                  icon={
                    location.archived ? (
                      <ArchiveRestore aria-hidden="true" className="size-4" />
                    ) : (
                      <Archive aria-hidden="true" className="size-4" />
                    )
                  }
                  disabled={update.isPending}
                  onSelect={() => setArchived(location, !location.archived)}
                >
                  {location.archived
                    ? t('settings.locations.restore')
                    : t('settings.locations.archive')}
                </ActionMenuButton>
              )}
            </ActionMenu>
          </li>
        ))}
      </ul>
      {update.isError && (
        <Alert>{show(describeError(update.error, 'settings.locations.saveFailed'))}</Alert>
      )}
    </div>
  );
}
