// "Choose your Business Profile location": the locations the connected Google account manages,
// the one whose Place ID is this business's marked, one radio choice, Save.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoogleLocation } from '@common/schemas/google';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useChooseLocation } from '../api/choose-location';
import { useGoogleLocations } from '../api/get-google-locations';
import { GoogleLocationText, GoogleLocationsState } from './google-location-parts';
import { locationKey, preselectedLocation } from '../lib/google-locations';
import type { GoogleStatus } from '../lib/google-integration';

function LocationChoice({
  location,
  checked,
  onSelect,
}: {
  location: GoogleLocation;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm has-[:checked]:bg-primary-soft">
      <input
        type="radio"
        name="google-location"
        checked={checked}
        onChange={onSelect}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <GoogleLocationText
        location={location}
        badge={location.matchesBusiness ? t('settings.google.location.matches') : undefined}
      />
    </label>
  );
}

export function LocationPickerDialog({
  open,
  onClose,
  onSaved,
  status,
}: {
  open: boolean;
  onClose: () => void;
  /** Starts the first import once the location is known (google-integration-section.tsx). */
  onSaved: () => void;
  status: GoogleStatus | undefined;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const locations = useGoogleLocations(open);
  const choose = useChooseLocation();
  const [picked, setPicked] = useState<string | null>(null);
  const items = locations.data?.items ?? [];
  const selectedKey = picked ?? preselectedLocation(items, status?.location ?? null);
  const selected = items.find((item) => locationKey(item) === selectedKey);

  function close() {
    setPicked(null);
    choose.reset();
    onClose();
  }

  function save() {
    if (!selected || choose.isPending) return;
    const { accountId, locationId } = selected;
    choose.mutate(
      { accountId, locationId },
      {
        // The dialog closes first: a toast cannot show above a modal dialog.
        onSuccess: () => {
          close();
          toast({ tone: 'success', message: t('settings.google.location.saved') });
          onSaved();
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={choose.isPending}
      title={t('settings.google.location.title')}
      description={t('messages.googleChooseLocation')}
    >
      <div className="space-y-4">
        <GoogleLocationsState query={locations} />
        {items.length > 0 && (
          <fieldset>
            <legend className="sr-only">{t('settings.google.location.title')}</legend>
            <div className="divide-y rounded-xl border">
              {items.map((location) => (
                <LocationChoice
                  key={locationKey(location)}
                  location={location}
                  checked={locationKey(location) === selectedKey}
                  onSelect={() => setPicked(locationKey(location))}
                />
              ))}
            </div>
          </fieldset>
        )}
        <Alert>
          {choose.error
            ? show(describeError(choose.error, 'settings.google.errors.connectFailed'))
            : null}
        </Alert>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={choose.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} pending={choose.isPending} disabled={!selected} data-autofocus="">
          {t('settings.google.location.save')}
        </Button>
      </div>
    </Dialog>
  );
}
