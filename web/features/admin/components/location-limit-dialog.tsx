// Which locations a manager sees (docs/locations.md): every one, or only the chosen ones. The
// server ends the manager's sessions when this changes, so they sign in again to the new list.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@common/schemas/admin';
import type { Location } from '@common/schemas/locations';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useUpdateUser } from '../api/users';
import { useAdminErrorText } from '../lib/error-text';

export function LocationLimitDialog({
  user,
  locations,
  onClose,
}: {
  user: AdminUser;
  /** The business's open locations, by number. */
  locations: Location[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const errorText = useAdminErrorText();
  const update = useUpdateUser();
  const [limited, setLimited] = useState(user.locationIds.length > 0);
  const [chosen, setChosen] = useState<string[]>(user.locationIds);
  const who = user.employeeName ?? user.email;
  const empty = limited && chosen.length === 0;

  function save() {
    if (empty || update.isPending) return;
    update.mutate(
      { id: user.id, change: { locationIds: limited ? chosen : [] } },
      {
        onSuccess: () => {
          toast({ tone: 'success', message: t('admin.users.locations.saved', { who }) });
          onClose();
        },
        onError: (error) =>
          toast({ tone: 'error', message: errorText(error, 'admin.users.errors.saveFailed') }),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      busy={update.isPending}
      title={t('admin.users.locations.title', { who })}
      description={t('admin.users.locations.description')}
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('admin.users.locations.title', { who })}</legend>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="radio"
            name={`${id}-scope`}
            checked={!limited}
            onChange={() => setLimited(false)}
          />
          {t('admin.users.locations.all')}
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="radio"
            name={`${id}-scope`}
            checked={limited}
            onChange={() => setLimited(true)}
          />
          {t('admin.users.locations.some')}
        </label>
        {limited && (
          <div
            role="group"
            aria-label={t('admin.users.locations.some')}
            className="ml-6 space-y-2 pt-1"
          >
            {locations.map((location) => (
              <label key={location.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.includes(location.id)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked
                        ? [...current, location.id]
                        : current.filter((other) => other !== location.id),
                    )
                  }
                />
                {location.name}
              </label>
            ))}
            {empty && (
              <p className="text-sm text-destructive">{t('admin.users.locations.required')}</p>
            )}
          </div>
        )}
      </fieldset>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} disabled={empty || update.isPending}>
          {t('admin.users.locations.save')}
        </Button>
      </div>
    </Dialog>
  );
}
