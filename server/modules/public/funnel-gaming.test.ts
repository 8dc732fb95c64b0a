// Attempts to inflate or steer the funnel from one device (docs/SECURITY.md "Funnel gaming"):
// each must fail to count, and must not move a credit.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_VISITORS_PER_ADDRESS } from '@common/constants';
import { businesses, clickouts, selfConfirmations, touches } from '../../db/schema';
import { signUpManager } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/build-test-app';
import { createEmployee } from '../../../test/factories';
import { PHONE, phoneUserAgent } from '../../../test/visitors';
import { importOneReview } from '../../../test/reviews-helpers';

const app = useTestApp();

let addressCounter = 0;
/** A fresh network address per test, so caps of one test do not leak into another. */
const nextAddress = () => `203.0.113.${++addressCounter}`;

async function salon() {
  const owner = await signUpManager(app);
  const db = app.database.db;
  await db
    .update(businesses)
    .set({ googlePlaceId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' })
    .where(eq(businesses.id, owner.businessId));
  const ana = await createEmployee(db, { id: owner.businessId }, { name: 'Ana Kovač' });
  const bojan = await createEmployee(db, { id: owner.businessId }, { name: 'Bojan Ilić' });
  return { owner, ana, bojan };
}

const open = (slug: string, ip: string, userAgent = PHONE, cookie?: string) =>
  app.inject({
    url: `/e/${slug}`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
  });
const clickThrough = (slug: string, ip: string, userAgent = PHONE, cookie?: string) =>
  app.inject({
    url: `/e/${slug}/review`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
  });
const confirm = (slug: string, ip: string, reviewerName: string) =>
  app.inject({
    method: 'POST',
    url: `/e/${slug}/confirm`,
    remoteAddress: ip,
    payload: { reviewerName },
    headers: { 'user-agent': PHONE },
  });

const countOf = async (table: typeof touches | typeof clickouts, employeeId: string) =>
  (await app.database.db.select().from(table).where(eq(table.employeeId, employeeId))).length;

const importReview = (cookie: string, externalId: string, author: string, text = '') =>
  importOneReview(app, cookie, { externalId, author, text });

describe('one phone rotating its user agent', () => {
  it('counts at most the per-address cap of touches and clickouts, and is answered every time', async () => {
    const { ana } = await salon();
    const ip = nextAddress();
    for (let n = 0; n < 120; n++) {
      expect((await open(ana.slug, ip, phoneUserAgent(n))).statusCode).toBe(200);
      expect((await clickThrough(ana.slug, ip, phoneUserAgent(n))).statusCode).toBe(302);
    }
    expect(await countOf(touches, ana.id)).toBe(MAX_VISITORS_PER_ADDRESS);
    expect(await countOf(clickouts, ana.id)).toBe(MAX_VISITORS_PER_ADDRESS);
  });

  it('still counts the phones of other addresses', async () => {
    const { ana } = await salon();
    for (let n = 0; n < 8; n++) await open(ana.slug, nextAddress(), phoneUserAgent(n));
    expect(await countOf(touches, ana.id)).toBe(8);
  });
});

describe('a staff browser', () => {
  it('is served its own pages but counts no touch or clickout, and feeds no time window', async () => {
    const { owner, ana } = await salon();
    const ip = nextAddress();
    expect((await open(ana.slug, ip, PHONE, owner.cookie)).statusCode).toBe(200);
    expect((await clickThrough(ana.slug, ip, PHONE, owner.cookie)).statusCode).toBe(302);
    expect(await countOf(touches, ana.id)).toBe(0);
    expect(await countOf(clickouts, ana.id)).toBe(0);
    const review = await importReview(owner.cookie, 'staff-window-1', 'Marta Jović');
    expect(review.employeeId).toBeNull();
  });

  it('counts once signed out (the same page, no cookie)', async () => {
    const { ana } = await salon();
    await open(ana.slug, nextAddress());
    expect(await countOf(touches, ana.id)).toBe(1);
  });
});

describe('self confirmations', () => {
  it('does not credit a confirmation made on a page the visitor never opened', async () => {
    const { owner, ana, bojan } = await salon();
    // The customer really visited Bojan's page from their phone…
    const customer = nextAddress();
    await open(bojan.slug, customer);
    // …and someone else confirms on Ana's page under the customer's name.
    const attacker = nextAddress();
    expect((await confirm(ana.slug, attacker, 'Vesna Lazić')).statusCode).toBe(201);
    const [claim] = await app.database.db
      .select()
      .from(selfConfirmations)
      .where(eq(selfConfirmations.employeeId, ana.id));
    expect(claim).toMatchObject({ verified: false });
    const review = await importReview(owner.cookie, 'claim-1', 'Vesna Lazić');
    expect(review.employeeId).not.toBe(ana.id);
    expect(review.matchType).not.toBe('self_confirmed');
    const candidates = (review.matchEvidence as { candidates?: { employeeId: string }[] })
      .candidates;
    expect(candidates?.map((c) => c.employeeId)).toContain(ana.id);
  });

  it('credits a confirmation from the visitor who opened that page', async () => {
    const { owner, ana } = await salon();
    const customer = nextAddress();
    await open(ana.slug, customer);
    await clickThrough(ana.slug, customer);
    expect((await confirm(ana.slug, customer, 'Goca Perić')).statusCode).toBe(201);
    const review = await importReview(owner.cookie, 'claim-2', 'Goca Perić');
    expect(review).toMatchObject({ employeeId: ana.id, matchType: 'self_confirmed' });
  });
});

describe('time window', () => {
  it('credits neither page a visitor tapped through on both', async () => {
    const { owner, ana, bojan } = await salon();
    const phone = nextAddress();
    await clickThrough(ana.slug, phone);
    await clickThrough(bojan.slug, phone);
    const review = await importReview(owner.cookie, 'window-both', 'Sanja Ristić');
    expect(review.employeeId).toBeNull();
  });

  it('credits the page of a visitor who tapped through on one', async () => {
    const { owner, ana } = await salon();
    await clickThrough(ana.slug, nextAddress());
    const review = await importReview(owner.cookie, 'window-one', 'Sanja Ristić');
    expect(review).toMatchObject({ employeeId: ana.id, matchType: 'time_window' });
  });
});
