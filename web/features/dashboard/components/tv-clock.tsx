import { useEffect, useState } from 'react';
import type { Language } from '@common/constants';
import { intlLocale } from '../../../lib/format';
import { useFigures } from '../hooks/use-figures';

export function formatClock(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The wall-clock time, so a glance shows the screen is alive; re-read every 10 s so a new minute shows promptly. */
export function TvClock() {
  const { language } = useFigures();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 10_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time
      dateTime={now.toISOString()}
      className="block text-4xl font-bold tabular-nums sm:text-6xl"
    >
      {formatClock(now, language)}
    </time>
  );
}
