// Deleting an employee (admins only): a confirmation that says what ends (the link, the QR code,
// the sign-in) and what stays (their history), with deactivation offered as the gentler step.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useDeleteEmployee } from '../api/delete-employee';
import type { EmployeeDialogProps } from './employee-types';
import { addressContext } from '../../../lib/address-context';

export function DeleteEmployeeDialog({ open, employee, onClose }: EmployeeDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteEmployee();

  function confirm() {
    if (!employee || remove.isPending) return;
    const { id, name } = employee;
    remove.mutate(id, {
      // The dialog closes first: a toast cannot show above a modal dialog.
      onSuccess: () => {
        onClose();
        toast({ tone: 'success', message: t('employees.toasts.deleted', { name }) });
      },
      onError: () => {
        onClose();
        toast({
          tone: 'error',
          title: t('employees.errors.deleteTitle'),
          message: t('employees.errors.deleteFailed'),
        });
      },
    });
  }

  return (
    <Dialog
      open={open && employee !== undefined}
      onClose={onClose}
      busy={remove.isPending}
      title={t('employees.delete.title', { name: employee?.name ?? '' })}
      // Both paragraphs are the dialog's description, so a screen reader hears that the history
      // is kept as the dialog opens, before reaching the Delete button.
      description={
        <>
          <p>{t('employees.delete.body', employee ? addressContext(employee) : {})}</p>
          <p className="mt-3 rounded-xl bg-muted px-3.5 py-3 text-foreground">
            {t('employees.delete.history')}
          </p>
        </>
      }
    >
      {employee?.isActive && (
        <p className="-mt-1 text-sm text-muted-foreground">
          {t('employees.delete.deactivateHint')}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending} data-autofocus="">
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} pending={remove.isPending}>
          {t('employees.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
