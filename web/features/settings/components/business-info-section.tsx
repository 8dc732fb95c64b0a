// "Business information" (docs/product-rules.md §2, §3): company name, time zone, privacy text and the attribution
// window, saved with one "Save"; the Google Place ID and the last sync are shown read-only (the
// Google integration below changes them). Field errors appear under their fields, in the words the
// server uses (common/messages.ts), translated.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRIVACY_TEXT_MAX_LENGTH,
  updateBusinessSettingsSchema,
  type BusinessSettings,
} from '@common/schemas/business';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { describeError, type ErrorText } from '../../../lib/describe-error';
import { describeMessage } from '../../../lib/describe-message';
import { formatDateTime, intlLocale } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import { useBusinessSettings, useUpdateBusinessSettings } from '../api/business-settings';
import { fieldOfError, type FieldsByMessage } from '../../../lib/field-of-error';
import { TimeZoneField } from './time-zone-field';
import { useGoogleStatus } from '../../../lib/google-status';

type Field = 'name' | 'timezone' | 'privacyText' | 'attributionWindowMinutes';
type Values = Record<Field, string>;

const FIELD_BY_MESSAGE: FieldsByMessage<Field> = {
  businessNameTooShort: 'name',
  businessNameTooLong: 'name',
  timezoneInvalid: 'timezone',
  privacyTextTooLong: 'privacyText',
  attributionWindowInvalid: 'attributionWindowMinutes',
};

const valuesOf = (s: BusinessSettings): Values => ({
  name: s.name,
  timezone: s.timezone,
  privacyText: s.privacyText ?? '',
  attributionWindowMinutes: String(s.attributionWindowMinutes),
});

function BusinessForm({ settings }: { settings: BusinessSettings }) {
  const googleStatus = useGoogleStatus();
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const id = useId();
  const update = useUpdateBusinessSettings();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorText>>>({});
  const [failure, setFailure] = useState<ErrorText | null>(null);
  const fieldId = (field: Field) => `${id}-${field}`;
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: Field) => show(errors[field]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    setFailure(null);
    const input = {
      name: values.name,
      timezone: values.timezone,
      privacyText: values.privacyText,
      attributionWindowMinutes:
        values.attributionWindowMinutes.trim() === ''
          ? NaN
          : Number(values.attributionWindowMinutes),
    };
    const parsed = updateBusinessSettingsSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, ErrorText>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= describeMessage(issue.message);
      }
      setErrors(next);
      const first = (Object.keys(values) as Field[]).find((f) => next[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toast({ tone: 'success', message: t('settings.business.saved') });
      },
      onError: (error) => {
        const field = fieldOfError(error, FIELD_BY_MESSAGE) ?? undefined;
        if (field) {
          setErrors({ [field]: describeError(error, 'profile.errors.saveFailed') });
          document.getElementById(fieldId(field))?.focus();
        } else if (error instanceof ApiError && error.status > 0 && error.status < 500) {
          setFailure(describeError(error, 'profile.errors.saveFailed'));
        } else {
          setFailure({ text: t('settings.business.saveFailed') });
        }
      },
    });
  }

  // The Google card's own figure (one query, one cache entry), so the two never disagree after a
  // sync; the settings' copy only until the status has loaded.
  const syncedAt =
    googleStatus.data === undefined ? settings.googleLastSyncedAt : googleStatus.data.lastSyncedAt;
  const lastSynced = syncedAt
    ? formatDateTime(syncedAt, currentLanguage(), settings.timezone)
    : t('settings.business.never');

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        id={fieldId('name')}
        label={t('settings.business.name')}
        value={values.name}
        onValueChange={set('name')}
        error={errorOf('name')}
        autoComplete="organization"
        maxLength={200}
      />
      <TimeZoneField
        id={fieldId('timezone')}
        initial={settings.timezone}
        label={t('settings.business.timezone')}
        hint={t('settings.business.timezoneHint')}
        value={values.timezone}
        onValueChange={set('timezone')}
        error={errorOf('timezone')}
      />
      <PrivacyField
        id={fieldId('privacyText')}
        value={values.privacyText}
        onValueChange={set('privacyText')}
        error={errorOf('privacyText')}
      />
      <TextField
        id={fieldId('attributionWindowMinutes')}
        label={t('settings.business.window')}
        hint={t('settings.business.windowHint')}
        value={values.attributionWindowMinutes}
        onValueChange={set('attributionWindowMinutes')}
        error={errorOf('attributionWindowMinutes')}
        type="number"
        inputMode="numeric"
        min={5}
        max={240}
        step={1}
        className="max-w-xs"
      />
      <div className="rounded-xl bg-muted/50 p-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium">{t('settings.business.placeId')}</dt>
            <dd className="mt-0.5 break-all text-muted-foreground">
              {settings.googlePlaceId ?? t('settings.business.notSet')}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('settings.business.lastSynced')}</dt>
            <dd className="mt-0.5 text-muted-foreground">{lastSynced}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">{t('settings.business.googleManaged')}</p>
      </div>
      <Alert>{show(failure)}</Alert>
      <Button type="submit" pending={update.isPending}>
        {t('settings.business.save')}
      </Button>
    </form>
  );
}

function PrivacyField(props: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { id, value, onValueChange, error } = props;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t('settings.business.privacyText')}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={
          'mt-1.5 block w-full rounded-xl border bg-background px-3.5 py-2.5 text-base shadow-xs ' +
          'transition-colors focus-visible:border-primary focus-visible:outline-2 ' +
          'focus-visible:outline-offset-0 focus-visible:outline-ring aria-invalid:border-destructive'
        }
      />
      <p
        id={`${id}-hint`}
        className="mt-1.5 flex justify-between gap-3 text-sm text-muted-foreground"
      >
        <span>{t('settings.business.privacyHint')}</span>
        <span className="shrink-0 tabular-nums">
          {t('settings.business.characters', {
            count: value.trim().length,
            max: PRIVACY_TEXT_MAX_LENGTH.toLocaleString(intlLocale(currentLanguage())),
          })}
        </span>
      </p>
      <p
        id={`${id}-error`}
        aria-live="polite"
        className="mt-1.5 text-sm text-destructive empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}

export function BusinessInfoSection() {
  const { t } = useTranslation();
  const query = useBusinessSettings();
  const settings = query.data;
  return (
    <section
      aria-labelledby="business-info-title"
      className="space-y-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="business-info-title" className="text-lg font-semibold">
          {t('settings.business.title')}
        </h2>
        <p className="mt-1 text-sm text-pretty text-muted-foreground">
          {t('settings.business.description')}
        </p>
      </div>
      {settings ? (
        // A name taken from Google's offer (google-title-offer.tsx) shows in the form at once.
        <BusinessForm key={`${settings.id}:${settings.name}`} settings={settings} />
      ) : query.isError ? (
        <div className="space-y-3">
          <Alert>{t('settings.business.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('settings.business.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t('settings.business.loading')}
        </p>
      )}
    </section>
  );
}
