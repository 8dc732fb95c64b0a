// What the alert mails read and write (docs/notifications.md "Alert mails"): a business's
// notifications past its cursor, who may be mailed about them, and one row per mail sent, so no
// alert goes twice. Every query takes the business first.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activityEvents,
  alertMails,
  authUsers,
  digestMails,
  businesses,
  employees,
  notificationSettings,
  reviews,
  users,
} from '../../db/schema';
import { ACCOUNT_ROLES } from '@common/policy';
import { MAIL_KINDS } from '@common/schemas/notifications';
import { limitsOfUsers } from '../locations/location-access.repository';

/** At most this many events per run; the run after it takes the rest. */
export const EVENTS_PER_RUN = 50;

export async function findCursor(db: Database, businessId: string) {
  const [row] = await db
    .select({ cursor: businesses.alertsCursor, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? null;
}

export async function advanceCursor(db: Database, businessId: string, eventId: number) {
  await db
    .update(businesses)
    .set({ alertsCursor: sql`greatest(${businesses.alertsCursor}, ${eventId})` })
    .where(eq(businesses.id, businessId));
}

const mailKinds = sql.raw(`'{${MAIL_KINDS.join(',')}}'::text[]`);

/** The business's events past the cursor that may be mailed about, oldest first. */
export async function eventsAfter(db: Database, businessId: string, cursor: number) {
  return db
    .select({
      id: activityEvents.id,
      type: activityEvents.type,
      employeeId: activityEvents.employeeId,
      locationId: activityEvents.locationId,
      payload: activityEvents.payload,
      notify: activityEvents.notify,
      createdAt: activityEvents.createdAt,
    })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.businessId, businessId),
        gt(activityEvents.id, cursor),
        sql`cardinality(${activityEvents.notify}) > 0`,
        sql`${activityEvents.notify} && ${mailKinds}`,
      ),
    )
    .orderBy(asc(activityEvents.id))
    .limit(EVENTS_PER_RUN);
}
export type AlertEvent = Awaited<ReturnType<typeof eventsAfter>>[number];

/** The business's active admins and managers, with their language, mail choices and limits. */
export async function recipients(db: Database, businessId: string) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      locale: authUsers.locale,
      mailMuted: notificationSettings.mailMuted,
      digest: notificationSettings.digest,
      mailToken: notificationSettings.mailToken,
    })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.authUserId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        eq(users.businessId, businessId),
        eq(users.isActive, true),
        eq(users.isEmployee, false),
        inArray(users.role, [...ACCOUNT_ROLES]),
      ),
    );
  const limits = await limitsOfUsers(
    db,
    businessId,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    ...row,
    mailMuted: row.mailMuted ?? [],
    digest: row.digest ?? true,
    locationIds: limits.get(row.userId) ?? [],
  }));
}
export type Recipient = Awaited<ReturnType<typeof recipients>>[number];

/** The review an event is about, with the name of whoever it is credited to. */
export async function reviewOf(db: Database, businessId: string, reviewId: string) {
  const [row] = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      authorName: reviews.authorName,
      text: reviews.text,
      employeeName: employees.name,
    })
    .from(reviews)
    .leftJoin(employees, eq(employees.id, reviews.employeeId))
    .where(and(eq(reviews.businessId, businessId), eq(reviews.id, reviewId)));
  return row ?? null;
}

/** Takes the right to mail this user about this event: false when it was taken already. */
export async function claimAlert(db: Database, eventId: number, userId: string) {
  const rows = await db
    .insert(alertMails)
    .values({ eventId, userId })
    .onConflictDoNothing()
    .returning({ eventId: alertMails.eventId });
  return rows.length > 0;
}

/** The mail could not be sent: the next try may claim it again. */
export async function releaseAlert(db: Database, eventId: number, userId: string) {
  await db
    .delete(alertMails)
    .where(and(eq(alertMails.eventId, eventId), eq(alertMails.userId, userId)));
}

/** The user's unsubscribe token, made on their first mail. */
export async function mailTokenOf(db: Database, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(notificationSettings)
    .values({ userId, mailToken: token })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { mailToken: token },
      setWhere: isNull(notificationSettings.mailToken),
    });
  const [row] = await db
    .select({ mailToken: notificationSettings.mailToken })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row!.mailToken!;
}

/** Businesses with something to mail about past their cursor (the periodic look). */
export async function businessesWithAlerts(db: Database) {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      sql`exists (select 1 from ${activityEvents} e where e.business_id = ${businesses.id}
        and e.id > ${businesses.alertsCursor} and cardinality(e.notify) > 0
        and e.notify && ${mailKinds})`,
    );
  return rows.map((row) => row.id);
}

/** The user a mail token belongs to. */
export async function findByMailToken(db: Database, token: string) {
  const [row] = await db
    .select({ userId: notificationSettings.userId, email: users.email })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(eq(notificationSettings.mailToken, token));
  return row ?? null;
}

export async function setMailChoices(
  db: Database,
  userId: string,
  set: { mailMuted?: string[]; digest?: boolean },
) {
  await db.update(notificationSettings).set(set).where(eq(notificationSettings.userId, userId));
}

/** Every business, with what its digest needs to know of it. */
export async function businessesForDigest(db: Database) {
  return db
    .select({ id: businesses.id, name: businesses.name, timezone: businesses.timezone })
    .from(businesses);
}

/** Takes this week's digest for this user: false when it went already. */
export async function claimDigest(db: Database, userId: string, week: string) {
  const rows = await db
    .insert(digestMails)
    .values({ userId, week })
    .onConflictDoNothing()
    .returning({ userId: digestMails.userId });
  return rows.length > 0;
}

export async function releaseDigest(db: Database, userId: string, week: string) {
  await db
    .delete(digestMails)
    .where(and(eq(digestMails.userId, userId), eq(digestMails.week, week)));
}

/** The week's reviews of the business (or of these locations): counts, average, who earned them. */
export async function weekFigures(
  db: Database,
  businessId: string,
  range: { from: Date; to: Date },
  locationIds: string[],
) {
  const where = and(
    eq(reviews.businessId, businessId),
    gte(reviews.publishedAt, range.from),
    lt(reviews.publishedAt, range.to),
    locationIds.length > 0 ? inArray(reviews.locationId, locationIds) : undefined,
  );
  const [totals] = await db
    .select({
      reviews: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${reviews.rating})::float8`,
      attention: sql<number>`count(*) filter (where ${reviews.rating} <= 3
        or ${reviews.employeeId} is null)::int`,
    })
    .from(reviews)
    .where(where);
  const credits = await db
    .select({ name: employees.name, count: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(employees, eq(employees.id, reviews.employeeId))
    .where(where)
    .groupBy(employees.name)
    .orderBy(sql`count(*) desc`, asc(employees.name))
    .limit(5);
  return {
    reviews: Number(totals?.reviews ?? 0),
    average:
      totals?.average === null || totals?.average === undefined ? null : Number(totals.average),
    attention: Number(totals?.attention ?? 0),
    credits: credits.map((c) => ({ name: c.name, count: Number(c.count) })),
  };
}
