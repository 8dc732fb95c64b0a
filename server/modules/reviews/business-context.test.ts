// Imported reviews are decided with the business's own name beside the staff (docs/attribution.md
// "Reading reviews of any business"): a name inside it is nobody's, the same person named
// elsewhere is credited.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { parsedFile } from '../../../test/reviews-helpers';
import { createBusiness, createEmployee } from '../../../test/factories';
import { ingestRows } from './ingest.service';

const app = useTestApp();

describe("the business's own name in imported reviews", () => {
  it('credits nobody for the name inside it and the employee named outside it', async () => {
    const db = app.database.db;
    const business = await createBusiness(db, { name: 'Pekara kod Bore' });
    const bora = await createEmployee(db, business, { name: 'Bora Jović' });
    const csv = [
      'review_id,author_name,rating,published_at,text,is_anonymous',
      'p1,Ana,5,2026-01-10T10:00:00Z,Pekara kod Bore ima najbolji burek u kraju.,false',
      'p2,Mira,5,2026-01-11T10:00:00Z,Bora nas je uslužio sa osmehom.,false',
    ].join('\n');
    await ingestRows(db, business.id, await parsedFile(csv));
    const credit = async (externalId: string) =>
      (
        await db
          .select({ employeeId: reviews.employeeId })
          .from(reviews)
          .where(and(eq(reviews.businessId, business.id), eq(reviews.externalId, externalId)))
      )[0]!.employeeId;
    expect(await credit('p1')).toBeNull();
    expect(await credit('p2')).toBe(bora.id);
  });
});
