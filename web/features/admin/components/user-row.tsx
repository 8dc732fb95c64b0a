// One account in the users list: who, role (a select for admins and managers), status, last
// sign-in, and Activate / Deactivate. Changes go through a confirmation (see UsersPanel).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser, AssignableRole } from '@common/schemas/admin';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { openLocations, useSeveralLocations } from '../../../lib/locations-api';
import { limitableToLocations } from '@common/policy';
import { LocationLimitDialog } from './location-limit-dialog';
import { ASSIGNABLE, userActions, type PendingChange } from '../lib/user-actions';

export function UserRow({
  user,
  callerId,
  onChange,
}: {
  user: AdminUser;
  callerId: string;
  onChange: (change: PendingChange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const actions = userActions(user, callerId);
  const name = user.name ?? user.email;
  // With several locations, a manager may be limited to some (docs/locations.md).
  const several = useSeveralLocations();
  const [limiting, setLimiting] = useState(false);
  const limitable = several !== null && limitableToLocations(user.role) && !user.isEmployee;
  const seen = several
    ?.filter((location) => user.locationIds.includes(location.id))
    .map((location) => location.name);

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:px-5">
      <div className="min-w-0 flex-1 basis-56">
        <p id={`${id}-name`} className="font-semibold break-all">
          {name}
          {user.id === callerId && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {t('admin.users.you')}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {user.name ? `${user.email} · ` : ''}
          <span className={user.isActive ? '' : 'font-medium text-destructive'}>
            {t(user.isActive ? 'admin.users.active' : 'admin.users.inactive')}
          </span>
          {' · '}
          {user.lastSignInAt
            ? t('admin.users.lastSignIn', {
                time: formatDateTime(user.lastSignInAt, currentLanguage()),
              })
            : t('admin.users.neverSignedIn')}
        </p>
        {limitable && (
          <p className="mt-0.5 text-sm text-muted-foreground">
            {seen?.length
              ? t('admin.users.locations.sees', { names: seen.join(', ') })
              : t('admin.users.locations.seesAll')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions.canChangeRole ? (
          <>
            <label htmlFor={`${id}-role`} className="sr-only">
              {t('admin.users.roleOf', { who: name })}
            </label>
            <select
              id={`${id}-role`}
              value={user.role}
              onChange={(event) =>
                onChange({ kind: 'role', user, role: event.target.value as AssignableRole })
              }
              className="h-9 rounded-full border bg-card px-3 text-sm font-medium"
            >
              {ASSIGNABLE.map((role) => (
                <option key={role} value={role}>
                  {t(`access.roles.${role}`)}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
            {t(`access.roles.${user.role}`)}
          </span>
        )}
        {limitable && (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={`${id}-name`}
            onClick={() => setLimiting(true)}
          >
            {t('admin.users.locations.change')}
          </Button>
        )}
        {limiting && several && (
          <LocationLimitDialog
            user={user}
            locations={openLocations(several)}
            onClose={() => setLimiting(false)}
          />
        )}
        {actions.canToggleActive && (
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={`${id}-name`}
            onClick={() => onChange({ kind: 'active', user, isActive: actions.activates })}
          >
            {t(actions.activates ? 'admin.users.activate' : 'admin.users.deactivate')}
          </Button>
        )}
      </div>
    </li>
  );
}
