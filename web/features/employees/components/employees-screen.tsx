// /business-dashboard/employees (docs/product-rules.md §2 Employees): the team with search and status filter,
// each employee's link, QR code and sign-in, and the dialogs to add, edit and delete.
import { useState, type ReactNode } from 'react';
import { Printer, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useEmployees } from '../api/get-employees';
import { useListScreen } from '../../../lib/use-list-screen';
import {
  DEFAULT_FILTERS,
  clampPage,
  filtersToSearch,
  isFiltered,
  readFilters,
  EMPLOYEE_PAGE_SIZE,
} from '../lib/list-filters';
import { hasActiveEmployees } from '../lib/list-view';
import { CredentialsDialog } from './credentials-dialog';
import { DeactivateEmployeeDialog } from './deactivate-employee-dialog';
import { DeleteEmployeeDialog } from './delete-employee-dialog';
import { EmployeeFilterBar } from './employee-filter-bar';
import { EmployeeFormDialog } from './employee-form-dialog';
import { EmployeeList } from './employee-list';
import { EmployeeLockouts } from './employee-lockouts';
import { InactiveScansNotice } from './inactive-scans-notice';
import { PrintCardsDialog } from './print-cards-dialog';
import type {
  EmployeeDialogProps,
  EmployeeDialogRequest,
  EmployeePermissions,
} from './employee-types';
import { EmptyEmployees, ListError, ListSkeleton, NoResults } from './list-states';
import { Pagination } from '../../../components/ui/pagination';

export function EmployeesScreen({
  permissions,
  askDialog,
}: {
  permissions: EmployeePermissions;
  /** The review request dialog for one employee (the requests feature, composed by the route). */
  askDialog?: (props: EmployeeDialogProps) => ReactNode;
}) {
  const { t } = useTranslation();
  // `all` is the whole team (the header's count, "Print QR cards").
  const {
    filters,
    update,
    search,
    list,
    all: team,
    grandTotal: teamTotal,
    view,
    clearFilters,
    clearSearch,
  } = useListScreen({
    read: readFilters,
    write: filtersToSearch,
    defaults: DEFAULT_FILTERS,
    isFiltered,
    clampPage,
    useList: useEmployees,
  });
  const [dialog, setDialog] = useState<EmployeeDialogRequest | null>(null);
  const [printing, setPrinting] = useState(false);
  const openAdd = permissions.create ? () => setDialog({ kind: 'add' }) : undefined;

  const employee = dialog && 'employee' in dialog ? dialog.employee : undefined;
  const close = () => setDialog(null);

  return (
    <div className="space-y-6">
      <title>{t('employees.metaTitle')}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary">{t('employees.eyebrow')}</p>
          <div className="mt-1 flex flex-wrap items-baseline gap-x-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('employees.title')}
            </h1>
            {!!teamTotal && (
              <p className="text-base font-medium text-muted-foreground">
                {t('employees.count', { count: teamTotal })}
              </p>
            )}
          </div>
          <p className="mt-2 max-w-2xl text-pretty text-muted-foreground">{t('employees.intro')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {hasActiveEmployees(team.data) && (
            <Button variant="secondary" onClick={() => setPrinting(true)}>
              <Printer aria-hidden="true" className="size-4" />
              {t('employees.printQr')}
            </Button>
          )}
          {/* The first-run panel has its own "Add employee"; one button of that name is enough. */}
          {openAdd && view !== 'empty' && (
            <Button onClick={openAdd}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('employees.add')}
            </Button>
          )}
        </div>
      </header>

      {permissions.update && <EmployeeLockouts />}
      {permissions.update && <InactiveScansNotice />}

      {view !== 'empty' && (
        <EmployeeFilterBar
          searchText={search.text}
          onSearchChange={search.change}
          onSearchClear={clearSearch}
          status={filters.status}
          onStatusChange={(status) => update({ status })}
          updating={list.isPlaceholderData}
        />
      )}

      {view === 'loading' && <ListSkeleton />}
      {view === 'error' && <ListError error={list.error} onRetry={() => void list.refetch()} />}
      {view === 'empty' && <EmptyEmployees onAdd={openAdd} />}
      {view === 'no-results' && <NoResults onClear={clearFilters} />}
      {view === 'list' && list.data && (
        <div
          className={`space-y-4 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <EmployeeList employees={list.data.items} permissions={permissions} onOpen={setDialog} />
          <Pagination
            pageSize={EMPLOYEE_PAGE_SIZE}
            label={t('employees.pages')}
            page={filters.page}
            total={list.data.total}
            onPage={(page) => update({ page })}
          />
        </div>
      )}

      <PrintCardsDialog open={printing} onClose={() => setPrinting(false)} />
      <EmployeeFormDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        employee={dialog?.kind === 'edit' ? employee : undefined}
        onClose={close}
      />
      <CredentialsDialog
        open={dialog?.kind === 'credentials'}
        employee={employee}
        onClose={close}
      />
      <DeactivateEmployeeDialog
        open={dialog?.kind === 'deactivate'}
        employee={employee}
        onClose={close}
      />
      <DeleteEmployeeDialog open={dialog?.kind === 'delete'} employee={employee} onClose={close} />
      {askDialog?.({ open: dialog?.kind === 'ask', employee, onClose: close })}
    </div>
  );
}
