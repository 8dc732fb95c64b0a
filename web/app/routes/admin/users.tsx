// /admin: the business's users and invitations (admins only; the layout guards).
import { useTranslation } from 'react-i18next';
import { UsersPanel } from '../../../features/admin/components/users-panel';
import { useShellSession } from '../../layouts/use-shell-session';
import { AdminSectionNav } from './section-nav';

export function AdminUsersRoute() {
  const { t } = useTranslation();
  const { user } = useShellSession();
  return (
    <>
      <title>{t('admin.metaTitle')}</title>
      <AdminSectionNav />
      <UsersPanel callerId={user.id} />
    </>
  );
}
