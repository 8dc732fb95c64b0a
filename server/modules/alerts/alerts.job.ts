// Alert mails (docs/notifications.md "Alert mails"): for each notification past the business's
// cursor that may come by mail (a review of 3★ or less, a review nobody is credited with, Google
// failing), one mail to each admin and manager who sees it and did not turn it off, in their
// language. A row per event and person is claimed before sending, so a retry or a second process
// never sends one twice; a mail the server refused is released and tried again.
import { LANGUAGES, type Language } from '@common/constants';
import { MAIL_KINDS } from '@common/schemas/notifications';
import { defineJob, type Jobs } from '../../lib/jobs/define';
import { alertsQueue, requestAlerts } from '../../lib/jobs/queues';
import type { Database } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { renderAlert } from './alert-mail';
import type { AlertKind } from './alert-texts';
import * as repo from './alerts.repository';
import { sendOnce } from './send-once';
import { unsubscribeLinks } from './unsubscribe';
import { locationsOfEmployees } from '../locations/locations.repository';

export interface AlertDeps {
  mailer: Mailer;
  /** Where links point: PUBLIC_URL's origin (server/modules/alerts/origin.ts). */
  origin: string;
}

const isMailKind = (kind: string) => (MAIL_KINDS as readonly string[]).includes(kind);

export const languageOf = (locale: string): Language =>
  (LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : 'en';

export function alertsJob(deps: AlertDeps) {
  return defineJob({
    ...alertsQueue,
    run: async ({ businessId }, context) =>
      sendAlerts(context.database.db, context.jobs, deps, businessId),
  });
}

/** Whether a manager limited to some locations sees the event (as the bell decides). */
function sees(person: repo.Recipient, event: repo.AlertEvent, places: Map<string, string[]>) {
  if (person.locationIds.length === 0) return true;
  if (event.locationId) return person.locationIds.includes(event.locationId);
  const where = event.employeeId ? (places.get(event.employeeId) ?? []) : [];
  return where.some((id) => person.locationIds.includes(id));
}

function alertKindOf(event: repo.AlertEvent): AlertKind | null {
  if (event.type === 'review')
    return event.notify.includes('low_rating')
      ? 'lowRating'
      : event.notify.includes('unmatched')
        ? 'unmatched'
        : null;
  if (event.type === 'google_disconnected') return 'googleDisconnected';
  if (event.type === 'sync_failed') return 'syncFailed';
  return null;
}

export async function sendAlerts(db: Database, jobs: Jobs, deps: AlertDeps, businessId: string) {
  const business = await repo.findCursor(db, businessId);
  if (!business) return { sent: 0 };
  const events = await repo.eventsAfter(db, businessId, business.cursor);
  const last = events.at(-1);
  if (!last) return { sent: 0 };
  const people = deps.mailer.mode === 'off' ? [] : await repo.recipients(db, businessId);
  const unplaced = events.flatMap((e) => (!e.locationId && e.employeeId ? [e.employeeId] : []));
  const places = await locationsOfEmployees(db, businessId, [...new Set(unplaced)]);
  let sent = 0;
  for (const event of events) {
    const kind = alertKindOf(event);
    if (!kind) continue;
    const review =
      event.type === 'review' && typeof event.payload.reviewId === 'string'
        ? await repo.reviewOf(db, businessId, event.payload.reviewId)
        : null;
    // A review credited by hand since no longer needs someone to credit it.
    if (kind === 'unmatched' && review?.employeeName !== null) continue;
    const kinds = event.notify.filter(isMailKind);
    const action = review
      ? `${deps.origin}/business-dashboard/reviews?review=${encodeURIComponent(review.id)}`
      : `${deps.origin}/business-dashboard/settings#google-integration`;
    for (const person of people) {
      if (!kinds.some((k) => !person.mailMuted.includes(k)) || !sees(person, event, places))
        continue;
      const mailed = await sendOnce(
        () => repo.claimAlert(db, event.id, person.userId),
        () => repo.releaseAlert(db, event.id, person.userId),
        async () => {
          const token = person.mailToken ?? (await repo.mailTokenOf(db, person.userId));
          const links = unsubscribeLinks(deps.origin, token);
          const mail = renderAlert(
            languageOf(person.locale),
            kind,
            {
              business: business.name,
              author: review?.authorName ?? null,
              rating: review?.rating ?? null,
              employee: review?.employeeName ?? null,
              quote: review?.text ?? null,
            },
            { action, unsubscribe: links.page },
          );
          await deps.mailer.send({
            to: person.email,
            kind: 'alert',
            link: action,
            ...mail,
            headers: links.headers,
          });
        },
      );
      if (mailed) sent += 1;
    }
  }
  // Once per run: a run that failed midway starts again here, and its claims skip what went.
  await repo.advanceCursor(db, businessId, last.id);
  // A long backlog continues in the next run rather than holding this one.
  if (events.length === repo.EVENTS_PER_RUN) await requestAlerts(jobs, businessId);
  return { sent };
}
