// "Add your Google locations": the Business Profile locations of the connected account, each
// becoming a location with its own reviews, review link and cards (docs/locations.md). Those
// already added are shown ticked and fixed; the others start ticked, so one click adds them all.
import { useState } from 'react';
import { MapPinPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GoogleLocation } from '@common/schemas/google';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/describe-error';
import { useLocations } from '../../../lib/locations-api';
import { useErrorText } from '../../../lib/use-error-text';
import { useAddGoogleLocations } from '../api/add-google-locations';
import { useGoogleLocations } from '../api/get-google-locations';
import { GoogleLocationText, GoogleLocationsState } from './google-location-parts';
import { locationKey } from '../lib/google-locations';
import type { GoogleStatus } from '../lib/google-integration';

/** Shown once Business Profile is connected to the business's own location. */
export const canAddGoogleLocations = (status: GoogleStatus | undefined) =>
  status?.connectionType === 'business_profile' &&
  status.status === 'connected' &&
  status.location !== null;

export function AddGoogleLocationsButton({
  variant = 'ghost',
}: {
  variant?: 'ghost' | 'secondary';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className="shrink-0" onClick={() => setOpen(true)}>
        <MapPinPlus aria-hidden="true" className="-ml-1 size-4" />
        {t('settings.googleLocations.open')}
      </Button>
      <AddGoogleLocationsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function Choice({
  item,
  addedAs,
  checked,
  onToggle,
}: {
  item: GoogleLocation;
  addedAs: string | null;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm has-[:checked:enabled]:bg-primary-soft has-[:disabled]:cursor-default">
      <input
        type="checkbox"
        checked={checked || addedAs !== null}
        disabled={addedAs !== null}
        onChange={onToggle}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <GoogleLocationText
        location={item}
        badge={
          addedAs !== null ? t('settings.googleLocations.added', { name: addedAs }) : undefined
        }
      />
    </label>
  );
}

function AddGoogleLocationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const google = useGoogleLocations(open);
  const ours = useLocations();
  const add = useAddGoogleLocations();
  // Unticked by the person; everything else not yet added is ticked.
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const items = google.data?.items ?? [];
  const nameOf = (id: string | null) =>
    id === null ? null : (ours.data?.find((l) => l.id === id)?.name ?? '');
  const chosen = items.filter(
    (item) => item.linkedLocationId === null && !skipped.has(locationKey(item)),
  );
  const allAdded = items.length > 0 && items.every((item) => item.linkedLocationId !== null);

  function close() {
    setSkipped(new Set());
    add.reset();
    onClose();
  }

  function toggle(key: string) {
    setSkipped((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  function save() {
    if (chosen.length === 0 || add.isPending) return;
    const picked = chosen.map(({ accountId, locationId }) => ({ accountId, locationId }));
    add.mutate(
      { items: picked },
      {
        // The dialog closes first: a toast cannot show above a modal dialog.
        onSuccess: () => {
          close();
          toast({
            tone: 'success',
            message: t('settings.googleLocations.done', { count: picked.length }),
          });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={add.isPending}
      title={t('settings.googleLocations.title')}
      description={t('settings.googleLocations.description')}
    >
      <div className="space-y-4">
        <GoogleLocationsState query={google} />
        {items.length > 0 && (
          <fieldset>
            <legend className="sr-only">{t('settings.googleLocations.title')}</legend>
            <div className="divide-y rounded-xl border">
              {items.map((item) => (
                <Choice
                  key={locationKey(item)}
                  item={item}
                  addedAs={nameOf(item.linkedLocationId)}
                  checked={!skipped.has(locationKey(item))}
                  onToggle={() => toggle(locationKey(item))}
                />
              ))}
            </div>
          </fieldset>
        )}
        {allAdded && <p className="text-sm">{t('settings.googleLocations.allAdded')}</p>}
        <Alert>
          {add.error ? show(describeError(add.error, 'settings.googleLocations.failed')) : null}
        </Alert>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={add.isPending}>
          {allAdded ? t('ui.close') : t('common.cancel')}
        </Button>
        {!allAdded && (
          <Button
            onClick={save}
            pending={add.isPending}
            disabled={chosen.length === 0}
            data-autofocus=""
          >
            {t('settings.googleLocations.add', { count: chosen.length })}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
