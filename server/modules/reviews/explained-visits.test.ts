// One tap through to Google explains one review (docs/attribution.md, "Visits already
// explained"): a visit whose customer confirmed their own review, or on which a time-window
// credit rests, credits no other review and is not offered for it, while the people who remain
// are offered with their reason in words.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews, selfConfirmations } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { signUpManager } from '../../../test/auth-helpers';
import { createClickout, createEmployee } from '../../../test/factories';
import { importFile } from '../../../test/reviews-helpers';

const app = useTestApp();
const HEADER = 'review_id,author_name,rating,published_at,text,is_anonymous';

async function listed(cookie: string) {
  const res = await app.inject({ url: '/api/reviews?pageSize=50', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().items as {
    externalId: string;
    employeeId: string | null;
    matchType: string;
    candidates: { employeeId: string; basis?: { kind: string; minutesBefore?: number } }[];
  }[];
}

describe('visits another review already explains', () => {
  it('are not offered for a second review; the visits left are, with their reason', async () => {
    const owner = await signUpManager(app);
    const db = app.database.db;
    const [ana, iva, maja] = await Promise.all(
      ['Ana Petrović', 'Iva Marković', 'Maja Ilić'].map((name) =>
        createEmployee(db, { id: owner.businessId }, { name }),
      ),
    );
    const at = (minute: number) => new Date(Date.parse('2026-05-04T12:00:00Z') + minute * 60_000);
    // Ana's customer went to Google and said on her page that the review is theirs.
    const anaVisit = await createClickout(db, ana!, { createdAt: at(0) });
    await db.insert(selfConfirmations).values({
      businessId: owner.businessId,
      employeeId: ana!.id,
      clickoutId: anaVisit.id,
      reviewerName: 'Jovan Jovanović',
      verified: true,
      visitorKey: anaVisit.visitorKey,
      createdAt: at(1),
    });
    await createClickout(db, iva!, { createdAt: at(2) });
    await createClickout(db, maja!, { createdAt: at(3) });
    const first = await importFile(
      app,
      owner.cookie,
      [HEADER, `own,Jovan Jovanović,5,${at(6).toISOString()},Sve pohvale,`].join('\n'),
    );
    expect(first.statusCode).toBe(200);

    // Two visits without a review yet: the next review is either one's, and says why; Ana's
    // visit, already explained, is not offered.
    await importFile(
      app,
      owner.cookie,
      [HEADER, `open,Zoran,5,${at(8).toISOString()},Brzo i ljubazno,`].join('\n'),
    );
    const byId = new Map((await listed(owner.cookie)).map((r) => [r.externalId, r]));
    expect(byId.get('own')).toMatchObject({ employeeId: ana!.id, matchType: 'self_confirmed' });
    const open = byId.get('open')!;
    expect(open.matchType).toBe('unmatched');
    expect(open.candidates.map((c) => c.employeeId)).toEqual([maja!.id, iva!.id]);
    expect(open.candidates[0]!.basis).toEqual({ kind: 'clickout', minutesBefore: 5 });
  });

  it('credits one review per visit when two reviews follow one tap', async () => {
    const owner = await signUpManager(app);
    const db = app.database.db;
    const stefan = await createEmployee(db, { id: owner.businessId }, { name: 'Stefan Ilić' });
    await createClickout(db, stefan, { createdAt: new Date('2026-05-05T10:00:00Z') });
    await importFile(
      app,
      owner.cookie,
      [
        HEADER,
        'first,Mara,5,2026-05-05T10:05:00Z,Super,',
        'second,Laza,5,2026-05-05T10:20:00Z,Odlično,',
      ].join('\n'),
    );
    const credited = async () =>
      (
        await db
          .select({ externalId: reviews.externalId, employeeId: reviews.employeeId })
          .from(reviews)
          .where(eq(reviews.businessId, owner.businessId))
      )
        .filter((r) => r.employeeId === stefan.id)
        .map((r) => r.externalId);
    expect(await credited()).toEqual(['first']);

    // A re-match keeps it so: the visit stays with the review it explains.
    const rematch = await app.inject({
      method: 'POST',
      url: '/api/reviews/rematch',
      headers: { cookie: owner.cookie, origin: 'http://localhost:80' },
    });
    expect(rematch.statusCode).toBeLessThan(300);
    await app.jobs.idle();
    expect(await credited()).toEqual(['first']);
  });
});
