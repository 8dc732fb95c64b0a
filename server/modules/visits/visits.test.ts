// Visits from a booking system end to end (docs/visits.md): a booking tool's export, read as the
// tools write it, stored once; the review of a customer served by one employee credited `visit`,
// including reviews that arrived before the file; the webhook with its key; deleting them all.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { signUpManager } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/build-test-app';
import { createEmployee } from '../../../test/factories';
import { importOneReview } from '../../../test/reviews-helpers';

const app = useTestApp();
const ORIGIN = 'http://localhost:80';

async function salon() {
  const owner = await signUpManager(app);
  const db = app.database.db;
  const milica = await createEmployee(db, { id: owner.businessId }, { name: 'Milica Petrović' });
  const jovana = await createEmployee(db, { id: owner.businessId }, { name: 'Jovana Ilić' });
  return { owner, milica, jovana };
}

/** A day of this month as a booking tool writes it ("26 Nov 2026"), `daysAgo` before today. */
function dayOf(daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

const upload = (cookie: string, csv: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/visits/import${query}`,
    payload: csv,
    headers: { cookie, origin: ORIGIN, 'content-type': 'text/csv' },
  });

const matchOf = async (id: string) =>
  (await app.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

describe('visits from a booking tool export', () => {
  it("reads a Fresha-style export, leaves out cancelled visits, and names who it can't find", async () => {
    const { owner } = await salon();
    const csv = [
      'Ref #,Client,Service,Team member,Scheduled date,Time,Duration,Status',
      `F-1001,Jelena Marković,Šišanje,Milica Petrović,${dayOf(2)},10:00,45min,Completed`,
      `F-1002,Ana Kovač,Feniranje,Jovana,${dayOf(2)},11:30,30min,Completed`,
      `F-1003,Petar Ilić,Brijanje,Milica,${dayOf(1)},12:00,30min,Cancelled`,
      `F-1004,Sanja Đurić,Manikir,Nikola,${dayOf(1)},13:00,60min,Completed`,
    ].join('\n');
    const preview = await upload(owner.cookie, csv, '?preview=1');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      preview: true,
      total: 4,
      imported: 2,
      columns: {
        customer: 'Client',
        employee: 'Team member',
        date: 'Scheduled date',
        time: 'Time',
        id: 'Ref #',
      },
      unknownEmployees: [{ name: 'Nikola', rows: 1 }],
    });
    expect(
      preview
        .json()
        .rejected.map((r: { reason: string }) => r.reason)
        .sort(),
    ).toEqual(['cancelled', 'unknownEmployee']);
    expect(
      (await app.inject({ url: '/api/visits/summary', headers: { cookie: owner.cookie } })).json()
        .stored,
    ).toBe(0);

    expect((await upload(owner.cookie, csv)).json()).toMatchObject({ imported: 2, duplicates: 0 });
    // The same file again stores nothing new.
    expect((await upload(owner.cookie, csv)).json()).toMatchObject({ imported: 0, duplicates: 2 });
  });

  it('reads a Serbian sheet with semicolons and dotted dates, and asks for columns it cannot tell', async () => {
    const { owner } = await salon();
    const sheet = [
      'Datum;Vreme;Klijent;Zaposleni',
      `${new Date().toLocaleDateString('sr-RS')};09:15;Marko Jović;Milica`,
    ].join('\n');
    expect((await upload(owner.cookie, sheet)).json()).toMatchObject({ imported: 1 });
    const odd = ['Kada,Ko,Kome', `${dayOf(1)},Milica,Ana`].join('\n');
    const unknown = await upload(owner.cookie, odd);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { key: 'messages.visitColumnsUnknown' },
      headers: ['Kada', 'Ko', 'Kome'],
    });
    const columns = encodeURIComponent(
      JSON.stringify({ customer: 'Kome', employee: 'Ko', date: 'Kada' }),
    );
    expect((await upload(owner.cookie, odd, `?columns=${columns}`)).json()).toMatchObject({
      imported: 1,
    });
  });

  it('credits a review without text to the one employee who served its author, also after the fact', async () => {
    const { owner, milica } = await salon();
    // The review arrives first; the visits file a day later.
    const early = await importOneReview(app, owner.cookie, {
      externalId: 'v-early',
      author: 'Jelena Marković',
    });
    expect(early.matchType).toBe('unmatched');
    const csv = [
      'Customer name,Staff,Date,Time',
      `Jelena M.,Milica Petrović,${dayOf(3)},10:00`,
    ].join('\n');
    expect((await upload(owner.cookie, csv)).json()).toMatchObject({ imported: 1 });
    await app.jobs.idle();
    expect(await matchOf(early.id)).toMatchObject({ employeeId: milica.id, matchType: 'visit' });
    expect((await matchOf(early.id)).matchEvidence).toMatchObject({
      kind: 'visit',
      customerName: 'Jelena M.',
    });

    // Deleting every visit decides the review again: nothing credits it now.
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/visits',
      headers: { cookie: owner.cookie, origin: ORIGIN },
    });
    expect(deleted.json()).toEqual({ deleted: 1 });
    await app.jobs.idle();
    expect((await matchOf(early.id)).matchType).toBe('unmatched');
  });

  it('credits nobody when two employees served the same customer, and suggests both', async () => {
    const { owner, milica, jovana } = await salon();
    const csv = [
      'Client,Team member,Scheduled date,Time',
      `Ivana Lukić,Milica Petrović,${dayOf(5)},10:00`,
      `Ivana Lukić,Jovana Ilić,${dayOf(2)},10:00`,
    ].join('\n');
    await upload(owner.cookie, csv);
    const review = await importOneReview(app, owner.cookie, {
      externalId: 'v-two',
      author: 'Ivana Lukić',
    });
    expect(review.matchType).toBe('unmatched');
    const candidates = (review.matchEvidence as { candidates: { employeeId: string }[] })
      .candidates;
    expect(candidates.map((c) => c.employeeId).sort()).toEqual([milica.id, jovana.id].sort());
  });
});

describe('visits sent by a booking system', () => {
  it('takes a visit with a live key once per sender id, and refuses a wrong or revoked key', async () => {
    const { owner, milica } = await salon();
    const made = await app.inject({
      method: 'POST',
      url: '/api/visit-keys',
      headers: { cookie: owner.cookie, origin: ORIGIN },
    });
    expect(made.statusCode).toBe(201);
    const { id, key } = made.json();
    const send = (authorization: string) =>
      app.inject({
        method: 'POST',
        url: '/api/visits',
        headers: { authorization },
        payload: {
          id: 'booking-77',
          customerName: 'Dragana Simić',
          contact: 'dragana@example.com',
          employee: 'Milica',
          time: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
        },
      });
    const first = await send(`Bearer ${key}`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ created: true, employeeId: milica.id });
    expect((await send(`Bearer ${key}`)).statusCode).toBe(200);
    expect((await send('Bearer rtv_not-a-key')).statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: { authorization: `Bearer ${key}` },
      payload: {
        id: 'x',
        customerName: 'A',
        employee: 'Nobody Known',
        time: new Date().toISOString(),
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.key).toBe('messages.visitEmployeeUnknown');
    await app.inject({
      method: 'DELETE',
      url: `/api/visit-keys/${id}`,
      headers: { cookie: owner.cookie, origin: ORIGIN },
    });
    expect((await send(`Bearer ${key}`)).statusCode).toBe(401);
    // The address is kept only as a keyed hash.
    const stored = JSON.stringify(await app.database.db.execute('select * from visits'));
    expect(stored).not.toContain('dragana@example.com');
  });
});
