// The attribution decisions counter (GET /metrics) counts decisions that were stored: an import
// whose transaction does not commit counts nothing.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { attributionDecisions } from '../../lib/metrics';
import { useTestApp } from '../../../test/build-test-app';
import { parsedFile } from '../../../test/reviews-helpers';
import { createBusiness } from '../../../test/factories';
import { ingestRows } from './ingest.service';

const app = useTestApp();

const counted = async () =>
  (await attributionDecisions.get()).values.reduce((sum, v) => sum + v.value, 0);

const csv = (prefix: string) =>
  parsedFile(
    [
      'review_id,author_name,rating,published_at,text,is_anonymous',
      `${prefix}-1,Ana,5,2026-01-10T10:00:00Z,Odlično,false`,
      `${prefix}-2,Boris,4,2026-01-11T10:00:00Z,,false`,
    ].join('\n'),
  );

/** The same database, whose transactions do all their work and then fail to commit. */
function refusingCommits(db: Database): Database {
  const failing = Object.create(db) as Database;
  const transaction: Database['transaction'] = (work) =>
    db.transaction(async (tx) => {
      await work(tx);
      throw new Error('commit refused');
    });
  failing.transaction = transaction;
  return failing;
}

describe('attribution decisions in the metrics', () => {
  it('counts each stored decision once', async () => {
    const business = await createBusiness(app.database.db);
    const before = await counted();
    const report = await ingestRows(app.database.db, business.id, await csv('stored'));
    expect(report.imported).toBe(2);
    expect((await counted()) - before).toBe(2);
  });

  it('counts nothing when the transaction that decided does not commit', async () => {
    const business = await createBusiness(app.database.db);
    const before = await counted();
    await expect(
      ingestRows(refusingCommits(app.database.db), business.id, await csv('rolled-back')),
    ).rejects.toThrow('commit refused');
    expect(await counted()).toBe(before);
  });
});
