// "People who are not staff": names customers mention that must never earn a credit (the owner,
// former staff, the salon's namesake). Saving re-matches the reviews in the background
// (docs/attribution.md).
import { useId, useState, type FormEvent } from 'react';
import { Trash2, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  OTHER_NAME_MAX_LENGTH,
  OTHER_NAME_ROLES,
  OTHER_NAMES_MAX,
  type OtherName,
  type OtherNameRole,
} from '@common/attribution-evidence';
import { otherNamesSchema } from '@common/schemas/business';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { describeError, type ErrorText } from '../../../lib/describe-error';
import { describeMessage } from '../../../lib/describe-message';
import { useErrorText } from '../../../lib/use-error-text';
import { useBusinessSettings, useUpdateBusinessSettings } from '../api/business-settings';

function OtherNamesForm({ saved }: { saved: OtherName[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const show = useErrorText();
  const update = useUpdateBusinessSettings();
  const id = useId();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OtherNameRole>('owner');
  const [error, setError] = useState<ErrorText | null>(null);

  const save = (next: OtherName[], after: () => void) => {
    const parsed = otherNamesSchema.safeParse(next);
    if (!parsed.success) {
      setError(describeMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    update.mutate(
      { otherNames: parsed.data },
      {
        onSuccess: () => {
          after();
          toast({ tone: 'success', message: t('settings.otherNames.saved') });
        },
        onError: (failure) => setError(describeError(failure, 'settings.otherNames.saveFailed')),
      },
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || name.trim() === '') return;
    save([...saved, { name: name.trim(), role }], () => setName(''));
  };

  return (
    <div className="space-y-4">
      {saved.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('settings.otherNames.empty')}</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {saved.map((person, index) => (
            <li key={`${person.name}-${index}`} className="flex items-center gap-3 px-3.5 py-2.5">
              <UserX aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate font-medium">{person.name}</span>
              <span className="shrink-0 text-sm text-muted-foreground">
                {t(`settings.otherNames.roles.${person.role}`)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={update.isPending}
                aria-label={t('settings.otherNames.remove', { name: person.name })}
                onClick={() =>
                  save(
                    saved.filter((_, i) => i !== index),
                    () => {},
                  )
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <Alert>{show(error)}</Alert>}
      {saved.length < OTHER_NAMES_MAX && (
        <form onSubmit={add} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            id={`${id}-name`}
            className="flex-1"
            label={t('settings.otherNames.name')}
            value={name}
            onValueChange={setName}
            maxLength={OTHER_NAME_MAX_LENGTH}
            autoComplete="off"
          />
          <div>
            <label htmlFor={`${id}-role`} className="block text-sm font-medium">
              {t('settings.otherNames.role')}
            </label>
            <select
              id={`${id}-role`}
              value={role}
              onChange={(event) => setRole(event.target.value as OtherNameRole)}
              className="mt-1.5 block h-11 w-full rounded-xl border bg-background px-3 text-base shadow-xs sm:w-44"
            >
              {OTHER_NAME_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(`settings.otherNames.roles.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={update.isPending || name.trim() === ''}>
            {t('settings.otherNames.add')}
          </Button>
        </form>
      )}
    </div>
  );
}

export function OtherNamesSection() {
  const { t } = useTranslation();
  const settings = useBusinessSettings();
  return (
    <section
      aria-labelledby="other-names-title"
      className="space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="other-names-title" className="text-lg font-semibold">
          {t('settings.otherNames.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('settings.otherNames.description')}</p>
      </div>
      {settings.data ? (
        <OtherNamesForm saved={settings.data.otherNames} />
      ) : settings.isError ? (
        <Alert>{t('settings.otherNames.loadFailed')}</Alert>
      ) : (
        <div className="h-24 rounded-xl bg-muted motion-safe:animate-pulse" />
      )}
    </section>
  );
}
