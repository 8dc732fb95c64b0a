// Pending invitations: who, which role (and for a limited manager which locations), until when,
// and Revoke.
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSeveralLocations } from '../../../lib/locations-api';
import { useInvites, useRevokeInvite } from '../api/invites';
import { useAdminErrorText } from '../lib/error-text';

export function InviteList() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useAdminErrorText();
  const invites = useInvites();
  const revoke = useRevokeInvite();
  const locations = useSeveralLocations() ?? [];
  const namesOf = (ids: string[]) =>
    locations
      .filter((location) => ids.includes(location.id))
      .map((location) => location.name)
      .join(', ');

  return (
    <section aria-labelledby="invites-title" className="space-y-3 pt-4">
      <h2 id="invites-title" className="text-lg font-semibold">
        {t('admin.invites.pendingTitle')}
      </h2>
      {invites.isError ? (
        <Alert>{errorText(invites.error, 'admin.invites.errors.loadFailed')}</Alert>
      ) : !invites.data ? null : invites.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.invites.none')}</p>
      ) : (
        <ul className="divide-y rounded-2xl border bg-card shadow-sm">
          {invites.data.items.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 sm:px-5">
              <div className="min-w-0 flex-1 basis-56">
                <p id={`invite-${invite.id}`} className="font-semibold break-all">
                  {invite.email}
                </p>
                <p className="mt-0.5 text-sm text-muted-foreground">
                  {t(`access.roles.${invite.role}`)} ·{' '}
                  {t('admin.invites.expires', {
                    time: formatDateTime(invite.expiresAt, currentLanguage()),
                  })}
                </p>
                {invite.locationIds.length > 0 && (
                  <p className="mt-0.5 text-sm text-muted-foreground">
                    {t('admin.users.locations.sees', { names: namesOf(invite.locationIds) })}
                  </p>
                )}
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={`invite-${invite.id}`}
                pending={revoke.isPending && revoke.variables === invite.id}
                onClick={() =>
                  revoke.mutate(invite.id, {
                    onSuccess: () =>
                      toast({
                        tone: 'success',
                        message: t('admin.invites.revoked', { email: invite.email }),
                      }),
                    onError: (error) =>
                      toast({
                        tone: 'error',
                        message: errorText(error, 'admin.invites.errors.revokeFailed'),
                      }),
                  })
                }
              >
                {t('admin.invites.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
