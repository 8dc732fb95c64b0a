// Bell items clear themselves once nothing is left to do (docs/notifications.md): a review nobody
// was credited with leaves the bell when a manager credits it by hand or a re-match does; a low
// rating stays, since it still needs an answer.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { businesses, reviews } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { createEmployee } from '../../../test/factories';
import { importFile } from '../../../test/reviews-helpers';

const app = useTestApp();
const ORIGIN = 'http://localhost:80';
const HEADER = 'review_id,author_name,rating,published_at,text,is_anonymous';

const bellItems = async (cookie: string) =>
  (
    (
      await app.inject({
        method: 'POST',
        url: '/api/functions/get-notification-data',
        headers: { cookie, 'content-type': 'application/json' },
        payload: { notifications: true },
      })
    ).json().data.notifications as unknown[]
  ).length;

/** A manager whose business was connected yesterday: what is imported now is news. */
async function connectedManager() {
  const manager = await signUpManager(app);
  await app.database.db
    .update(businesses)
    .set({ googleConnectedAt: new Date(Date.now() - 86_400_000) })
    .where(eq(businesses.id, manager.businessId));
  return manager;
}

describe('notifications that no longer need anyone', () => {
  it('leave the bell when the review is credited by hand; a low rating stays', async () => {
    const manager = await connectedManager();
    const db = app.database.db;
    const ana = await createEmployee(db, { id: manager.businessId }, { name: 'Ana Kovač' });
    const now = new Date().toISOString();
    await importFile(
      app,
      manager.cookie,
      [HEADER, `u1,Mara,5,${now},Super,`, `u2,Laza,2,${now},Loše,`].join('\n'),
    );
    expect(await bellItems(manager.cookie)).toBe(2);

    const idOf = async (externalId: string) =>
      (
        await db
          .select({ id: reviews.id })
          .from(reviews)
          .where(
            and(eq(reviews.businessId, manager.businessId), eq(reviews.externalId, externalId)),
          )
      )[0]!.id;
    for (const externalId of ['u1', 'u2']) {
      const credited = await app.inject({
        method: 'POST',
        url: `/api/reviews/${await idOf(externalId)}/attribution`,
        headers: { cookie: manager.cookie, origin: ORIGIN },
        payload: { employeeId: ana.id },
      });
      expect(credited.statusCode).toBe(200);
    }
    // The 5★ one needed only a credit; the 2★ one still needs an answer.
    expect(await bellItems(manager.cookie)).toBe(1);
  });

  it('leave the bell when a re-match credits the review', async () => {
    const manager = await connectedManager();
    await importFile(
      app,
      manager.cookie,
      [HEADER, `r1,Mara,5,${new Date().toISOString()},Hvala Ivani na divnoj frizuri,`].join('\n'),
    );
    expect(await bellItems(manager.cookie)).toBe(1);
    // Ivana joins the team: the re-match that follows credits her, and the item has no reason left.
    const added = await app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { cookie: manager.cookie, origin: ORIGIN },
      payload: { name: 'Ivana Marković' },
    });
    expect(added.statusCode).toBe(201);
    await app.jobs.idle();
    expect(await bellItems(manager.cookie)).toBe(0);
  });
});
