// docs/product-rules.md §8 "Rate Limit Exceeded": the wait counts down from the server's Retry-After and the panel
// goes away at zero. The heading and message are announced once; the ticking clock is a timer
// (not announced every second).
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountdown } from '../hooks/use-countdown';
import { waitParts } from '../lib/countdown';

export function RateLimitNotice({
  deadline,
  onDone,
  resetPasswordHref,
}: {
  deadline: number;
  onDone: () => void;
  /** The reset option (docs/accounts.md): a new password lifts every lock on the account. */
  resetPasswordHref?: string | undefined;
}) {
  const { t } = useTranslation();
  const left = useCountdown(deadline, onDone);
  const waitInWords = (seconds: number) => {
    const wait = waitParts(seconds);
    const words = wait.minutes > 0 ? [t('rateLimit.minutes', { count: wait.minutes })] : [];
    if (wait.seconds > 0 || wait.minutes === 0)
      words.push(t('rateLimit.seconds', { count: wait.seconds }));
    return words.join(' ');
  };

  return (
    <section
      aria-labelledby="rate-limit-title"
      className="rounded-2xl border border-warning/40 bg-warning-soft p-4"
    >
      <div role="alert">
        <h2 id="rate-limit-title" className="flex items-center gap-2 font-semibold">
          <Clock aria-hidden="true" className="size-4 text-warning" />
          {t('rateLimit.title')}
        </h2>
        <p className="mt-1 text-sm">{t('messages.tooManyAttempts')}</p>
      </div>
      <p role="timer" className="mt-2 text-sm font-medium tabular-nums">
        {t('rateLimit.tryAgainIn', { time: waitInWords(left) })}
      </p>
      {resetPasswordHref ? (
        <Link
          to={resetPasswordHref}
          className="mt-2 inline-block text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('account.rateLimit.resetPassword')}
        </Link>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{t('account.rateLimit.employeeHint')}</p>
      )}
    </section>
  );
}
