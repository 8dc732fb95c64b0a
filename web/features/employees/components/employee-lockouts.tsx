// Employees locked out of sign-in (wrong passwords from one address): shown only while there
// are some, each with "Reset Limit" (docs/accounts.md), so a manager lets their staff back in.
import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import {
  useEmployeeLockouts,
  useLiftEmployeeLockout,
  type EmployeeLockout,
} from '../api/employee-lockouts';

function LockoutItem({ lockout }: { lockout: EmployeeLockout }) {
  const { t } = useTranslation();
  const toast = useToast();
  const show = useErrorText();
  const lift = useLiftEmployeeLockout();
  const titleId = `employee-lockout-${lockout.key}`;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p id={titleId} className="font-semibold break-all">
          {lockout.subject}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('employees.lockouts.until', {
            time: formatDateTime(lockout.lockedUntil, currentLanguage()),
          })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={titleId}
        pending={lift.isPending}
        onClick={() =>
          lift.mutate(lockout.key, {
            onSuccess: () =>
              toast({
                tone: 'success',
                message: t('employees.lockouts.lifted', { username: lockout.subject }),
              }),
            onError: (error) =>
              toast({
                tone: 'error',
                message: show(describeError(error, 'employees.lockouts.failed')) ?? '',
              }),
          })
        }
      >
        {t('employees.lockouts.reset')}
      </Button>
    </li>
  );
}

export function EmployeeLockouts() {
  const { t } = useTranslation();
  const lockouts = useEmployeeLockouts();
  const items = lockouts.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="employee-lockouts-title"
      className="rounded-2xl border border-warning/40 bg-warning-soft"
    >
      <div className="flex items-start gap-3 px-4 pt-4">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        <div>
          <h2 id="employee-lockouts-title" className="font-semibold">
            {t('employees.lockouts.title', { count: items.length })}
          </h2>
          <p className="text-sm text-muted-foreground">{t('employees.lockouts.intro')}</p>
        </div>
      </div>
      <ul className="mt-2 divide-y divide-warning/30">
        {items.map((lockout) => (
          <LockoutItem key={lockout.key} lockout={lockout} />
        ))}
      </ul>
    </section>
  );
}
