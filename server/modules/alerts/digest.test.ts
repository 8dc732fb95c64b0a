// The weekly digest (docs/notifications.md "The weekly digest"), read back from a real SMTP
// server: on Monday from 8:00 in the business's zone, last week in one mail, once per person and
// week, and none to someone who turned it off.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, notificationSettings } from '../../db/schema';
import { signUpOwner } from '../../../test/auth-helpers';
import { createEmployee, createReview } from '../../../test/factories';
import { MAIL_ORIGIN, useMailTestApp } from '../../../test/mail-test-app';
import { dueWeek, sendDigests } from './digest.job';

const mailApp = useMailTestApp();

// Monday 23 November 2026, 9:15 in Belgrade (8:15 UTC); the week before runs from the 16th.
const MONDAY_MORNING = new Date('2026-11-23T08:15:00Z');

describe('the weekly digest', () => {
  it('is due on Monday from 8:00 in the business’s zone, and not before', () => {
    expect(dueWeek(MONDAY_MORNING, 'Europe/Belgrade')).toBe('2026-11-23');
    expect(dueWeek(new Date('2026-11-23T06:30:00Z'), 'Europe/Belgrade')).toBeNull();
    expect(dueWeek(new Date('2026-11-24T08:15:00Z'), 'Europe/Belgrade')).toBeNull();
    // Still Sunday evening in New York.
    expect(dueWeek(new Date('2026-11-23T02:00:00Z'), 'America/New_York')).toBeNull();
  });

  it('sums up last week once per person, and not for someone who turned it off', async () => {
    const owner = await signUpOwner(mailApp.app);
    const db = mailApp.app.database.db;
    await db
      .update(businesses)
      .set({ timezone: 'Europe/Belgrade' })
      .where(eq(businesses.id, owner.businessId));
    const milica = await createEmployee(db, { id: owner.businessId }, { name: 'Milica Petrović' });
    const at = (day: number) => new Date(`2026-11-${day}T12:00:00Z`);
    for (const [day, rating, employee] of [
      [17, 5, milica],
      [18, 4, milica],
      [20, 2, null],
      [24, 5, milica], // this week: in next Monday's digest
    ] as const) {
      await createReview(
        db,
        { id: owner.businessId },
        employee
          ? { rating, publishedAt: at(day), employeeId: employee.id, matchType: 'name_match' }
          : { rating, publishedAt: at(day) },
      );
    }
    const deps = { mailer: mailApp.app.mailer, origin: MAIL_ORIGIN };
    await sendDigests(db, deps, MONDAY_MORNING);
    await sendDigests(db, deps, new Date(MONDAY_MORNING.getTime() + 3_600_000));
    const mail = await mailApp.smtp.next(owner.email, 5000, '/business-dashboard');
    expect(mail.subject).toBe(`Your week at ${owner.session.business.name}`);
    expect(mail.text).toContain('3 new reviews, 3.7★ on average.');
    expect(mail.text).toContain('Milica Petrović: 2');
    expect(mail.text).toContain('1 need attention');
    expect(mail.headers['list-unsubscribe']).toContain('what=digest');
    const digests = mailApp.smtp.mails.filter(
      (m) => m.to.includes(owner.email.toLowerCase()) && m.subject.startsWith('Your week'),
    );
    expect(digests).toHaveLength(1);

    // Turned off, the next Monday sends nothing.
    await db
      .update(notificationSettings)
      .set({ digest: false })
      .where(eq(notificationSettings.userId, owner.session.user.id));
    await sendDigests(db, deps, new Date('2026-11-30T08:15:00Z'));
    expect(
      mailApp.smtp.mails.filter(
        (m) => m.to.includes(owner.email.toLowerCase()) && m.subject.startsWith('Your week'),
      ),
    ).toHaveLength(1);
  });
});
