// Deactivating an employee asks first and says what it means today: their link and printed QR
// cards stop counting (and stop reaching the review page), they can no longer sign in, and their
// history stays. Activating again brings all of it back.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useUpdateEmployee } from '../api/update-employee';
import type { EmployeeDialogProps } from './employee-types';
import { addressContext } from '../../../lib/address-context';

export function DeactivateEmployeeDialog({ open, employee, onClose }: EmployeeDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateEmployee();

  function confirm() {
    if (!employee || update.isPending) return;
    update.mutate(
      { id: employee.id, changes: { isActive: false } },
      {
        // The dialog closes first: a toast cannot show above a modal dialog.
        onSuccess: () => {
          onClose();
          toast({
            tone: 'success',
            message: t('employees.toasts.deactivated', addressContext(employee)),
          });
        },
        onError: () => {
          onClose();
          toast({ tone: 'error', message: t('employees.errors.statusFailed') });
        },
      },
    );
  }

  return (
    <Dialog
      open={open && employee !== undefined}
      onClose={onClose}
      busy={update.isPending}
      title={t('employees.deactivate.title', { name: employee?.name ?? '' })}
      description={
        <>
          <p>{t('employees.deactivate.body')}</p>
          <p className="mt-3 rounded-xl bg-muted px-3.5 py-3 text-foreground">
            {t('employees.deactivate.cards', employee ? addressContext(employee) : {})}
          </p>
        </>
      }
    >
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending} data-autofocus="">
          {t('common.cancel')}
        </Button>
        <Button onClick={confirm} pending={update.isPending}>
          {t('employees.deactivate.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
