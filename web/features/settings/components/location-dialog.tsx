// Add or edit a location: its name, address, Google link and time zone (docs/locations.md). The
// first location's Google place and zone are the business's, set by the Google integration and
// Business information, so its form has neither field.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@common/schemas/locations';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { TextField } from '../../../components/ui/text-field';
import { LinkPlaceStatus } from './link-place-status';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useBusinessSettings } from '../api/business-settings';
import { useCreateLocation, useUpdateLocation } from '../api/locations';
import { useToast } from '../../../components/ui/toast';
import { TimeZoneField } from './time-zone-field';

const loadLocationSchema = async () =>
  (await import('@common/schemas/locations')).locationFormSchema;

export function LocationDialog({
  open,
  location,
  onClose,
}: {
  open: boolean;
  /** Absent: a new location. */
  location?: Location | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={location ? t('settings.locations.editTitle') : t('settings.locations.addTitle')}
      description={
        location?.isFirst ? t('settings.locations.firstHint') : t('settings.locations.linkHint')
      }
    >
      {open && <LocationForm location={location} onDone={onClose} />}
    </Dialog>
  );
}

function LocationForm({
  location,
  onDone,
}: {
  location?: Location | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  // The link as pasted (or left when the field lost focus): checked with Google once, not per key.
  const [pasted, setPasted] = useState('');
  const form = useFormFields(
    loadLocationSchema,
    {
      name: location?.name ?? '',
      address: location?.address ?? '',
      googleBusinessUrl: location && !location.isFirst ? (location.reviewUrl ?? '') : '',
      timeZone: location?.timeZone ?? '',
    },
    'location',
  );

  async function submit() {
    const body = await form.validate();
    if (!body) return;
    const done = () => {
      toast({ tone: 'success', message: t('settings.locations.saved', { name: body.name }) });
      onDone();
    };
    if (!location) {
      create.mutate(
        {
          name: body.name,
          address: body.address,
          ...(body.googleBusinessUrl ? { googleBusinessUrl: body.googleBusinessUrl } : {}),
          ...(body.timeZone ? { timeZone: body.timeZone } : {}),
        },
        { onSuccess: done },
      );
    } else {
      update.mutate(
        {
          id: location.id,
          name: body.name,
          address: body.address,
          ...(location.isFirst
            ? {}
            : { googleBusinessUrl: body.googleBusinessUrl, timeZone: body.timeZone }),
        },
        { onSuccess: done },
      );
    }
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) void submit();
      }}
    >
      <TextField
        {...form.bind('name')}
        label={t('settings.locations.name')}
        autoComplete="off"
        data-autofocus=""
        error={show(form.errors.name)}
      />
      <TextField
        {...form.bind('address')}
        label={t('settings.locations.address')}
        hint={t('settings.locations.addressHint')}
        autoComplete="off"
        error={show(form.errors.address)}
      />
      {!location?.isFirst && (
        <TextField
          {...form.bind('googleBusinessUrl')}
          onBlur={(event) => setPasted(event.target.value)}
          onPaste={(event) => setPasted(event.clipboardData.getData('text'))}
          label={t('settings.locations.googleUrl')}
          hint={t('settings.locations.googleUrlHint')}
          type="url"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          error={show(form.errors.googleBusinessUrl)}
        />
      )}
      {!location?.isFirst && pasted.trim() === form.values.googleBusinessUrl.trim() && (
        <LinkPlaceStatus url={pasted} />
      )}
      {!location?.isFirst && (
        <ZoneChoice
          initial={location?.timeZone ?? ''}
          field={form.bind('timeZone')}
          error={show(form.errors.timeZone)}
        />
      )}
      <Alert>
        {failure ? show(describeError(failure, 'settings.locations.saveFailed')) : undefined}
      </Alert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {location ? t('settings.locations.save') : t('settings.locations.add')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The business's zone (blank, sent as null) or the location's own: a shop abroad counts its days
 * and hours where it stands. Choosing the business's clears the field, so no hidden zone is sent.
 */
function ZoneChoice({
  initial,
  field,
  error,
}: {
  initial: string;
  field: { id: string; value: string; onValueChange: (value: string) => void };
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const businessZone = useBusinessSettings().data?.timezone;
  const [own, setOwn] = useState(initial !== '');
  return (
    <div className="space-y-3">
      <SegmentedControl
        legend={t('settings.locations.timeZone')}
        value={own ? 'own' : 'business'}
        options={[
          {
            value: 'business',
            label: businessZone
              ? t('settings.locations.zoneOfBusiness', { zone: businessZone })
              : t('settings.locations.zoneOfBusinessPlain'),
          },
          { value: 'own', label: t('settings.locations.zoneOwn') },
        ]}
        onChange={(choice) => {
          setOwn(choice === 'own');
          if (choice === 'business') field.onValueChange('');
        }}
        stackOnPhone
      />
      {own && (
        <TimeZoneField
          {...field}
          initial={initial}
          label={t('settings.locations.zone')}
          hint={t('settings.locations.zoneHint')}
          error={error}
        />
      )}
    </div>
  );
}
