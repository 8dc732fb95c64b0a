// One seeding run (docs/product-rules.md §2 "database seeding"): demo employees if the business has fewer than six,
// then 30 days of funnel rows written day by day (each day in one transaction, roll-up included),
// then ~40 reviews through the real import path, so attribution and activity are the real thing.
import { randomBytes } from 'node:crypto';
import type { SeedSummary } from '@common/schemas/seed';
import type { Database } from '../../db/client';
import { addDays, localDate } from '../analytics/zoned-time';
import { ingestRows, recordImportSummary } from '../reviews/ingest.service';
import { planSeed, type Random } from './demo-plan';
import { DEMO_EMPLOYEES, DEMO_EMPLOYEE_TARGET } from './demo-texts';
import * as repo from './seed.repository';
import { findBusiness, restoreConnection } from '../business/business.repository';

export interface SeedProgress {
  (processed: number, total: number): void;
}

export interface SeedOptions {
  now?: Date;
  random?: Random;
}

export async function seedBusiness(
  db: Database,
  businessId: string,
  onProgress: SeedProgress = () => undefined,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const business = await findBusiness(db, businessId);
  if (!business) throw new Error(`business ${businessId} not found`);

  const existing = await repo.activeEmployees(db, businessId);
  const taken = new Set(existing.map((e) => e.name.toLowerCase()));
  const missing = Math.max(0, DEMO_EMPLOYEE_TARGET - existing.length);
  const today = localDate(now, business.timezone);
  const newcomers = DEMO_EMPLOYEES.filter((e) => !taken.has(e.name.toLowerCase()))
    .slice(0, missing)
    .map((e, i) => ({ name: e.name, employeeSince: addDays(today, -(90 + i * 97)) }));
  const employeesAdded = await repo.addEmployees(db, businessId, newcomers);
  const employees = await repo.activeEmployees(db, businessId);

  const plan = planSeed({
    employees,
    timeZone: business.timezone,
    windowMinutes: business.attributionWindowMinutes,
    now,
    runId: randomBytes(4).toString('hex'),
    ...(options.random ? { random: options.random } : {}),
  });
  const total = plan.days.length + 2;
  let processed = 1;
  onProgress(processed, total);

  const summary: SeedSummary = {
    employeesAdded,
    touches: 0,
    clickouts: 0,
    selfConfirmations: 0,
    reviews: 0,
  };
  for (const day of plan.days) {
    await db.transaction(async (tx) => {
      summary.touches += await repo.insertTouches(tx, businessId, day.touches);
      summary.clickouts += await repo.insertClickouts(tx, businessId, day.clickouts);
      summary.selfConfirmations += await repo.insertConfirmations(
        tx,
        businessId,
        day.confirmations,
      );
    });
    onProgress(++processed, total);
  }

  const report = await ingestRows(
    db,
    businessId,
    {
      format: 'csv',
      total: plan.reviews.length,
      rows: plan.reviews,
      rejected: [],
    },
    { history: 'all' },
  );
  await recordImportSummary(db, businessId, report.history, 'demo');
  await restoreConnection(db, business);
  summary.reviews = report.imported;
  onProgress(++processed, total);
  return summary;
}
