import { AtSign, Globe, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/use-error-text';
import type { Lockout } from '../api/get-lockouts';
import { useResetLockout } from '../api/reset-lockout';

const KIND_ICONS = { account: AtSign, employee: UserRound, ip: Globe } as const;

export function LockoutRow({
  lockout,
  onReset,
  onError,
}: {
  lockout: Lockout;
  onReset: (message: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const reset = useResetLockout();
  const Icon = KIND_ICONS[lockout.kind];
  const titleId = `lockout-${lockout.key}`;

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:px-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p id={titleId} className="font-semibold break-all">
          {lockout.subject}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {t(`admin.lockouts.kinds.${lockout.kind}`)} ·{' '}
          {t('admin.lockouts.failures', { count: lockout.failures })} ·{' '}
          {t('admin.lockouts.lockedUntil', {
            time: formatDateTime(lockout.lockedUntil, currentLanguage()),
          })}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-describedby={titleId}
        pending={reset.isPending}
        onClick={() =>
          reset.mutate(lockout.key, {
            onSuccess: () => onReset(t('admin.lockouts.resetDone', { subject: lockout.subject })),
            onError: (error) =>
              onError(show(describeError(error, 'admin.lockouts.errors.resetFailed')) ?? ''),
          })
        }
      >
        {t('admin.lockouts.reset')}
      </Button>
    </li>
  );
}
