// /auth/invite?token=…: accept an invitation to a business (public, under the auth layout). On
// success the new session replaces the cache and the layout moves on to /dashboard.
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InviteAccept } from '../../../features/admin/components/invite-accept';
import { replaceSession } from '../../../features/auth/api/session-cache';

export function InviteRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

  return (
    <>
      <title>{t('invite.metaTitle')}</title>
      <h1 className="text-2xl font-bold tracking-tight">{t('invite.title')}</h1>
      <div className="mt-5">
        <InviteAccept
          token={token}
          onAccepted={(session) => replaceSession(queryClient, session)}
        />
      </div>
    </>
  );
}
