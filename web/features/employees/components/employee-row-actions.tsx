// What can be done with one employee: the link and QR actions a manager uses daily as buttons,
// the rest in a "more" menu. Icon buttons carry their name as label and tooltip, and point at
// the employee's name so "Open link" is heard as "Open link, Milica Petrović".
import type { ReactNode } from 'react';
import {
  Copy,
  Download,
  ExternalLink,
  KeyRound,
  Pencil,
  Power,
  PowerOff,
  QrCode,
  Send,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@common/schemas/employees';
import {
  ActionMenu,
  ActionMenuButton,
  ActionMenuLink,
  ActionMenuSeparator,
} from '../../../components/ui/action-menu';
import { useToast } from '../../../components/ui/toast';
import { addressContext } from '../../../lib/address-context';
import { qrDownloadPath } from '../api/employee-paths';
import { useUpdateEmployee } from '../api/update-employee';
import { useCopyLink } from '../hooks/use-copy-link';
import type { EmployeeDialogRequest, EmployeePermissions } from './employee-types';

const ICON_ACTION =
  'grid size-10 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors ' +
  'hover:bg-muted hover:text-foreground';
const MENU_ICON = 'size-4 shrink-0 text-muted-foreground';

export function EmployeeRowActions({
  employee,
  nameId,
  permissions,
  onOpen,
}: {
  employee: Employee;
  /** Id of the element holding the employee's name, to describe the icon-only actions. */
  nameId: string;
  permissions: EmployeePermissions;
  onOpen: (request: EmployeeDialogRequest) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const copyLink = useCopyLink();
  const update = useUpdateEmployee();

  // Deactivating asks first (it stops their printed cards); activating again does not need to.
  function toggleActive() {
    if (employee.isActive) return onOpen({ kind: 'deactivate', employee });
    update.mutate(
      { id: employee.id, changes: { isActive: true } },
      {
        onSuccess: () =>
          toast({
            tone: 'success',
            message: t('employees.toasts.activated', addressContext(employee)),
          }),
        onError: () => toast({ tone: 'error', message: t('employees.errors.statusFailed') }),
      },
    );
  }

  return (
    <div className="flex items-center justify-end gap-0.5">
      <IconLink
        href={employee.publicUrl}
        label={t('employees.actions.openLink')}
        describedBy={nameId}
      >
        <ExternalLink aria-hidden="true" className="size-[1.125rem]" />
      </IconLink>
      <button
        type="button"
        onClick={() => void copyLink(employee.publicUrl)}
        aria-label={t('employees.actions.copyLink')}
        aria-describedby={nameId}
        title={t('employees.actions.copyLink')}
        className={ICON_ACTION}
      >
        <Copy aria-hidden="true" className="size-[1.125rem]" />
      </button>
      <IconLink href={employee.qrUrl} label={t('employees.actions.qrPage')} describedBy={nameId}>
        <QrCode aria-hidden="true" className="size-[1.125rem]" />
      </IconLink>
      {permissions.update && (
        <button
          type="button"
          onClick={() => onOpen({ kind: 'edit', employee })}
          aria-label={t('employees.actions.edit')}
          aria-describedby={nameId}
          title={t('employees.actions.edit')}
          className={ICON_ACTION}
        >
          <Pencil aria-hidden="true" className="size-[1.125rem]" />
        </button>
      )}
      <ActionMenu label={t('employees.actions.more', { name: employee.name })}>
        {permissions.ask && employee.isActive && (
          <>
            <ActionMenuButton
              icon={<Send aria-hidden="true" className={MENU_ICON} />}
              onSelect={() => onOpen({ kind: 'ask', employee })}
            >
              {t('employees.actions.askForReview')}
            </ActionMenuButton>
            <ActionMenuSeparator />
          </>
        )}
        <ActionMenuLink
          href={qrDownloadPath(employee.id, 'png')}
          download
          icon={<Download aria-hidden="true" className={MENU_ICON} />}
        >
          {t('employees.actions.downloadPng')}
        </ActionMenuLink>
        <ActionMenuLink
          href={qrDownloadPath(employee.id, 'svg')}
          download
          icon={<Download aria-hidden="true" className={MENU_ICON} />}
        >
          {t('employees.actions.downloadSvg')}
        </ActionMenuLink>
        {permissions.update && (
          <>
            <ActionMenuSeparator />
            <ActionMenuButton
              icon={<KeyRound aria-hidden="true" className={MENU_ICON} />}
              onSelect={() => onOpen({ kind: 'credentials', employee })}
            >
              {t('employees.actions.setSignIn')}
            </ActionMenuButton>
            <ActionMenuButton
              icon={
                employee.isActive ? (
                  <PowerOff aria-hidden="true" className={MENU_ICON} />
                ) : (
                  <Power aria-hidden="true" className={MENU_ICON} />
                )
              }
              disabled={update.isPending}
              onSelect={toggleActive}
            >
              {t(employee.isActive ? 'employees.actions.deactivate' : 'employees.actions.activate')}
            </ActionMenuButton>
          </>
        )}
        {permissions.delete && (
          <>
            <ActionMenuSeparator />
            <ActionMenuButton
              tone="danger"
              icon={<Trash2 aria-hidden="true" className="size-4 shrink-0" />}
              onSelect={() => onOpen({ kind: 'delete', employee })}
            >
              {t('employees.actions.delete')}
            </ActionMenuButton>
          </>
        )}
      </ActionMenu>
    </div>
  );
}

/** A real link opening in a new tab (the public page and the QR page are server pages). */
function IconLink({
  href,
  label,
  describedBy,
  children,
}: {
  href: string;
  label: string;
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      className={ICON_ACTION}
    >
      {children}
    </a>
  );
}
