// The weekly digest (docs/notifications.md "The weekly digest"): on Monday from 8:00 in the
// business's time zone, each admin and manager who keeps it on gets last week in one mail (new
// reviews, the average, who earned them, how many need attention), for the locations they see.
// One row per person and week is claimed before sending, so no one gets a week twice.
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, type JobQueue, type Jobs } from '../../lib/jobs/define';
import { addDays, localDate, localMidnight } from '../analytics/zoned-time';
import type { Mailer } from '../mail/mailer';
import { renderDigest } from './alert-mail';
import { languageOf } from './alerts.job';
import * as repo from './alerts.repository';
import { sendOnce } from './send-once';
import { unsubscribeLinks } from './unsubscribe';

const DIGEST_HOUR = 8;
const HOUR_MS = 3_600_000;

const digestQueue: JobQueue<Record<string, never>> = {
  name: 'digest',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  policy: 'stately',
  key: () => 'all',
  retryLimit: 5,
  retryDelaySeconds: 300,
  expireInSeconds: 30 * 60,
};

export const requestDigests = (jobs: Jobs) => jobs.send(digestQueue, {});

/** This week's Monday when it is Monday from 8:00 there, else null. */
export function dueWeek(now: Date, timeZone: string): string | null {
  const today = localDate(now, timeZone);
  const monday = new Date(`${today}T00:00:00Z`).getUTCDay() === 1;
  const hour = (now.getTime() - localMidnight(today, timeZone).getTime()) / HOUR_MS;
  return monday && hour >= DIGEST_HOUR ? today : null;
}

export function digestJob(deps: { mailer: Mailer; origin: string }) {
  return defineJob({
    ...digestQueue,
    run: async (_payload, context) => sendDigests(context.database.db, deps),
  });
}

export async function sendDigests(
  db: Database,
  deps: { mailer: Mailer; origin: string },
  now = new Date(),
) {
  if (deps.mailer.mode === 'off') return { sent: 0 };
  let sent = 0;
  for (const business of await repo.businessesForDigest(db)) {
    const week = dueWeek(now, business.timezone);
    if (!week) continue;
    const range = {
      from: localMidnight(addDays(week, -7), business.timezone),
      to: localMidnight(week, business.timezone),
    };
    for (const person of await repo.recipients(db, business.id)) {
      if (!person.digest) continue;
      const mailed = await sendOnce(
        () => repo.claimDigest(db, person.userId, week),
        () => repo.releaseDigest(db, person.userId, week),
        async () => {
          const figures = await repo.weekFigures(db, business.id, range, person.locationIds);
          const token = person.mailToken ?? (await repo.mailTokenOf(db, person.userId));
          const links = unsubscribeLinks(deps.origin, token, 'digest');
          const action = `${deps.origin}/business-dashboard`;
          const mail = renderDigest(
            languageOf(person.locale),
            { business: business.name, ...figures },
            { action, unsubscribe: links.page },
          );
          await deps.mailer.send({
            to: person.email,
            kind: 'digest',
            link: action,
            ...mail,
            headers: links.headers,
          });
        },
      );
      if (mailed) sent += 1;
    }
  }
  return { sent };
}
