import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/countdown';

/** Seconds left until `deadline`, re-rendered every second; calls `onDone` once at zero. */
export function useCountdown(deadline: number, onDone: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);

  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    // Wakes just after the shown number changes (the remaining time crosses a whole second), so
    // the display never skips or repeats a number however late the timer fires.
    const delay = ((deadline - Date.now()) % 1000 || 1000) + 10;
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [deadline, left, onDone]);

  return left;
}
