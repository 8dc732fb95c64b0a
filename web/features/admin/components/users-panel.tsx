// /admin Users: the business's accounts with their roles and status, search and a role filter,
// Invite (a link for a new admin or manager) and the pending invitations.
import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@common/policy';
import { PageLoader } from '../../../components/page-loader';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { SearchField } from '../../../components/ui/search-field';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { useToast } from '../../../components/ui/toast';
import { useSearchBox } from '../../../lib/use-search-box';
import { USERS_PAGE_SIZE, useUpdateUser, useUsers } from '../api/users';
import { useAdminErrorText } from '../lib/error-text';
import { changeBody, type PendingChange } from '../lib/user-actions';
import { ConfirmChangeDialog } from './confirm-change-dialog';
import { InviteDialog } from './invite-dialog';
import { InviteList } from './invite-list';
import { UserRow } from './user-row';

type RoleFilter = Role | 'all';

export function UsersPanel({ callerId }: { callerId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useAdminErrorText();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [page, setPage] = useState(1);
  const [change, setChange] = useState<PendingChange | null>(null);
  const [inviting, setInviting] = useState(false);
  const search = useSearchBox(q, (text) => {
    setQ(text.trim());
    setPage(1);
  });
  const users = useUsers({
    ...(q ? { q } : {}),
    ...(role === 'all' ? {} : { role }),
    page,
  });
  const update = useUpdateUser();

  function confirm() {
    if (!change || update.isPending) return;
    const who = change.user.name ?? change.user.email;
    update.mutate(
      { id: change.user.id, change: changeBody(change) },
      {
        onSuccess: (saved) => {
          setChange(null);
          const key =
            change.kind === 'role'
              ? 'admin.users.toasts.roleChanged'
              : saved.isActive
                ? 'admin.users.toasts.activated'
                : 'admin.users.toasts.deactivated';
          toast({
            tone: 'success',
            message: t(key, { who, role: t(`access.roles.${saved.role}`) }),
          });
        },
        onError: (error) => {
          setChange(null);
          toast({ tone: 'error', message: errorText(error, 'admin.users.errors.saveFailed') });
        },
      },
    );
  }

  const roleOptions = (['all', 'admin', 'manager', 'employee'] as const).map((value) => ({
    value,
    label: t(`admin.users.filter.${value}`),
  }));

  return (
    <section aria-labelledby="users-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="users-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('admin.users.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-pretty text-muted-foreground">
            {t('admin.users.intro')}
          </p>
        </div>
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" className="-ml-1 size-4" />
          {t('admin.invites.open')}
        </Button>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchField
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          clearLabel={t('admin.users.clearSearch')}
          updatingText={t('common.loading')}
          value={search.text}
          onChange={search.change}
          onClear={() => {
            search.clear();
            setQ('');
            setPage(1);
          }}
          updating={users.isFetching && users.isPlaceholderData}
          maxLength={100}
        />
        <SegmentedControl
          legend={t('admin.users.filter.label')}
          value={role}
          options={roleOptions}
          onChange={(value) => {
            setRole(value);
            setPage(1);
          }}
          // Four roles do not fit side by side at 360 px (wider than the page in both languages).
          stackOnPhone
        />
      </div>

      {users.isPending ? (
        <PageLoader fullScreen={false} />
      ) : users.isError ? (
        <div className="space-y-4">
          <Alert>{errorText(users.error, 'admin.users.errors.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void users.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : users.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card px-6 py-10 text-center text-muted-foreground">
          {t('admin.users.empty')}
        </p>
      ) : (
        <>
          <ul
            aria-label={t('admin.users.title')}
            className="divide-y rounded-2xl border bg-card shadow-sm"
          >
            {users.data.items.map((user) => (
              <UserRow key={user.id} user={user} callerId={callerId} onChange={setChange} />
            ))}
          </ul>
          <Pagination
            page={page}
            total={users.data.total}
            pageSize={USERS_PAGE_SIZE}
            label={t('admin.users.pages')}
            onPage={setPage}
          />
        </>
      )}

      <InviteList />

      <ConfirmChangeDialog
        change={change}
        pending={update.isPending}
        onConfirm={confirm}
        onClose={() => setChange(null)}
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </section>
  );
}
