// Asks before a role change or (de)activation: what changes, and that the person is signed out.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { PendingChange } from '../lib/user-actions';

export function ConfirmChangeDialog({
  change,
  pending,
  onConfirm,
  onClose,
}: {
  change: PendingChange | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const who = change?.user.name ?? change?.user.email ?? '';
  const title = !change
    ? ''
    : change.kind === 'role'
      ? t('admin.users.confirm.roleTitle', {
          who,
          role: t(`access.roles.${change.role}`),
        })
      : t(
          change.isActive
            ? 'admin.users.confirm.activateTitle'
            : 'admin.users.confirm.deactivateTitle',
          {
            who,
          },
        );
  const body = !change
    ? ''
    : change.kind === 'role'
      ? t('admin.users.confirm.roleBody')
      : t(
          change.isActive
            ? 'admin.users.confirm.activateBody'
            : 'admin.users.confirm.deactivateBody',
        );
  const confirmLabel = !change
    ? ''
    : change.kind === 'role'
      ? t('admin.users.confirm.changeRole')
      : t(change.isActive ? 'admin.users.activate' : 'admin.users.deactivate');

  return (
    <Dialog
      open={change !== null}
      onClose={onClose}
      busy={pending}
      title={title}
      description={body}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus="">
          {t('common.cancel')}
        </Button>
        <Button
          variant={change?.kind === 'active' && !change.isActive ? 'danger' : 'primary'}
          onClick={onConfirm}
          pending={pending}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
