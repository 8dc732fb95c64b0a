// The periodic look of the alert mails (docs/notifications.md "Alert mails"): every half minute,
// each business with a notification past its cursor gets an alerts run queued, so nothing waits
// on the request its producer may have missed (a process that stopped, a path that sends none).
// Several processes may tick at once: the queue keeps one run waiting per business. Every ten
// minutes the same tick asks the weekly digest whether a business's Monday morning has come.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Jobs } from '../../lib/jobs/define';
import { requestAlerts } from '../../lib/jobs/queues';
import { businessesWithAlerts } from './alerts.repository';
import { requestDigests } from './digest.job';

const TICK_MS = 30_000;

/** Ticks between two looks for a due digest. */
const DIGEST_EVERY = 20;

export function startAlertTicker(db: Database, jobs: Jobs, log: FastifyBaseLogger) {
  let ticking: Promise<void> | null = null;
  let ticks = 0;
  const tick = async () => {
    try {
      for (const businessId of await businessesWithAlerts(db))
        await requestAlerts(jobs, businessId);
      if (ticks++ % DIGEST_EVERY === 0) await requestDigests(jobs);
    } catch (error) {
      log.error({ err: error }, 'the alert mails could not look for work');
    }
  };
  const timer = setInterval(() => {
    ticking ??= tick().finally(() => (ticking = null));
  }, TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await ticking;
  };
}
