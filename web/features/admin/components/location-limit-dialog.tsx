// Which locations a manager sees (docs/locations.md): every one, or only the chosen ones. The
// server ends the manager's sessions when this changes, so they sign in again to the new list.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@common/schemas/admin';
import type { Location } from '@common/schemas/locations';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useUpdateUser } from '../api/users';
import { useAdminErrorText } from '../lib/error-text';
import { LocationScopeFields, scopeIsEmpty, type LocationScope } from './location-scope';

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
  const toast = useToast();
  const errorText = useAdminErrorText();
  const update = useUpdateUser();
  const [scope, setScope] = useState<LocationScope>({
    limited: user.locationIds.length > 0,
    chosen: user.locationIds,
  });
  const who = user.employeeName ?? user.email;
  const empty = scopeIsEmpty(scope);

  function save() {
    if (empty || update.isPending) return;
    update.mutate(
      { id: user.id, change: { locationIds: scope.limited ? scope.chosen : [] } },
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
      <LocationScopeFields
        legend={t('admin.users.locations.title', { who })}
        legendHidden
        locations={locations}
        value={scope}
        onChange={setScope}
      />
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
