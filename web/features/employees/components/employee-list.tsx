// The employees as a table on wide screens and as cards below that (stacked on a phone, so
// nothing scrolls sideways at 360 px; two abreast on a tablet). Both show the same facts and the same actions; the one not in use is
// display:none, so assistive technology meets each employee once.
import { useTranslation } from 'react-i18next';
import type { Employee } from '@common/schemas/employees';
import { formatCalendarDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { EmployeeRowActions } from './employee-row-actions';
import type { EmployeeDialogRequest, EmployeePermissions } from './employee-types';
import type { AddressAs } from '@common/address-as';
import { addressContext } from '../../../lib/address-context';
import { useSeveralLocations } from '../../../lib/locations-api';
import { MapPin } from 'lucide-react';

interface ListProps {
  employees: readonly Employee[];
  permissions: EmployeePermissions;
  onOpen: (request: EmployeeDialogRequest) => void;
}

export function EmployeeList(props: ListProps) {
  return (
    <>
      <EmployeeTable {...props} />
      <EmployeeCards {...props} />
    </>
  );
}

function EmployeeTable({ employees, permissions, onOpen }: ListProps) {
  const { t } = useTranslation();
  const header = 'px-4 py-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase';
  return (
    <div className="hidden overflow-hidden rounded-2xl border bg-card shadow-sm lg:block">
      {/* Fixed columns, so they stay put when a search or filter changes the rows. */}
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{t('employees.title')}</caption>
        <colgroup>
          <col />
          <col className="w-32" />
          <col className="w-40" />
          <col className="w-44" />
          <col className="w-60" />
        </colgroup>
        <thead className="border-b bg-muted/50">
          <tr>
            <th scope="col" className={header}>
              {t('employees.columns.name')}
            </th>
            <th scope="col" className={header}>
              {t('employees.columns.status')}
            </th>
            <th scope="col" className={`${header} whitespace-nowrap`}>
              {t('employees.columns.since')}
            </th>
            <th scope="col" className={header}>
              {t('employees.columns.signIn')}
            </th>
            <th scope="col" className={header}>
              <span className="sr-only">{t('employees.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {employees.map((employee) => {
            const nameId = `employee-row-${employee.id}`;
            return (
              <tr key={employee.id} className="align-middle">
                <th scope="row" className="px-4 py-3 font-normal">
                  <EmployeeName employee={employee} id={nameId} />
                </th>
                <td className="px-4 py-3">
                  <StatusBadge active={employee.isActive} employee={employee} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <EmployeeSince day={employee.employeeSince} />
                </td>
                <td className="px-4 py-3">
                  <SignIn username={employee.username} />
                </td>
                <td className="py-2 pr-2 pl-4">
                  <EmployeeRowActions
                    employee={employee}
                    nameId={nameId}
                    permissions={permissions}
                    onOpen={onOpen}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function EmployeeCards({ employees, permissions, onOpen }: ListProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-label={t('employees.title')}>
      {employees.map((employee) => {
        const nameId = `employee-card-${employee.id}`;
        return (
          <li key={employee.id} className="flex flex-col rounded-2xl border bg-card shadow-sm">
            <div className="flex items-start justify-between gap-3 px-4 pt-4">
              <EmployeeName employee={employee} id={nameId} />
              <StatusBadge active={employee.isActive} employee={employee} />
            </div>
            <dl className="grid grid-cols-2 gap-3 px-4 pt-3 pb-3 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">
                  {t('employees.columns.since', addressContext(employee))}
                </dt>
                <dd className="mt-0.5">
                  <EmployeeSince day={employee.employeeSince} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">{t('employees.columns.signIn')}</dt>
                <dd className="mt-0.5">
                  <SignIn username={employee.username} />
                </dd>
              </div>
            </dl>
            <div className="mt-auto border-t px-2 py-1">
              <EmployeeRowActions
                employee={employee}
                nameId={nameId}
                permissions={permissions}
                onOpen={onOpen}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function EmployeeName({ employee, id }: { employee: Employee; id: string }) {
  const { t } = useTranslation();
  // Where they work, only for a business with more than one location (docs/locations.md).
  const places = (useSeveralLocations() ?? []).filter((l) => employee.locationIds.includes(l.id));
  return (
    <div className="min-w-0">
      <p id={id} className="font-semibold break-words">
        {employee.name}
      </p>
      {places.length > 0 && (
        <p className="mt-0.5 flex items-start gap-1 text-xs text-muted-foreground">
          <MapPin aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span className="sr-only">{t('employees.worksAt')}:</span>
          <span className="break-words">{places.map((l) => l.name).join(', ')}</span>
        </p>
      )}
      {employee.aliases.length > 0 && (
        <>
          <span className="sr-only">{t('employees.nicknames')}:</span>
          <ul className="mt-1.5 flex flex-wrap gap-1">
            {employee.aliases.map((alias) => (
              <li
                key={alias}
                className="max-w-full truncate rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground"
              >
                {alias}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function StatusBadge({
  active,
  employee,
}: {
  active: boolean;
  employee: { name: string; addressAs: AddressAs };
}) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${active ? 'bg-success' : 'bg-muted-foreground'}`}
      />
      {t(active ? 'employees.badge.active' : 'employees.badge.inactive', addressContext(employee))}
    </span>
  );
}

function EmployeeSince({ day }: { day: string | null }) {
  const { t } = useTranslation();
  if (!day) return <span className="text-muted-foreground">{t('employees.notSet')}</span>;
  return <span>{formatCalendarDate(day, currentLanguage())}</span>;
}

function SignIn({ username }: { username: string | null }) {
  const { t } = useTranslation();
  if (!username) return <span className="text-muted-foreground">{t('employees.noSignIn')}</span>;
  return <span className="font-mono text-[0.8125rem] break-all">{username}</span>;
}
