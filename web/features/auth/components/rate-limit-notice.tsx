// SPEC §8 "Rate Limit Exceeded": the wait counts down from the server's Retry-After and the panel
// goes away at zero. The heading and message are announced once; the ticking clock is a timer
// (not announced every second).
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { formatWait } from '../lib/countdown';

export function RateLimitNotice({ deadline, onDone }: { deadline: number; onDone: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(deadline, onDone);

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
        {t('rateLimit.tryAgainIn', { time: formatWait(left) })}
      </p>
    </section>
  );
}
