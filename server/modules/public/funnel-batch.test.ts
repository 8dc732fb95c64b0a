// The batch statement itself (writeFunnelBatch): one batch must answer and write exactly what its
// requests would one after another, on the right tenant's rows, in queue order, or nothing.
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, clickouts, statsHourly, touches } from '../../db/schema';
import { useTestApp } from '../../../test/build-test-app';
import { createBusiness, createEmployee } from '../../../test/factories';
import { writeFunnelBatch, type FunnelEvent, type FunnelOutcome } from './public.repository';

const PLACE_ID = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
const WINDOW = 30 * 60_000;

const app = useTestApp();

async function newEmployee(business?: { id: string }) {
  const db = app.database.db;
  return createEmployee(db, business ?? (await createBusiness(db, { googlePlaceId: PLACE_ID })));
}

const touch = (slug: string, visitorKey: string, record = true): FunnelEvent => ({
  kind: 'touch',
  slug,
  visitorKey,
  addressKey: `address-of-${visitorKey}`,
  staffBusinessId: null,
  location: null,
  source: 'qr',
  record,
  dedupWindowMs: WINDOW,
});
const clickout = (slug: string, visitorKey: string, record = true): FunnelEvent => ({
  kind: 'clickout',
  slug,
  visitorKey,
  addressKey: `address-of-${visitorKey}`,
  staffBusinessId: null,
  location: null,
  record,
  touchWindowMs: WINDOW,
  dedupWindowMs: 30 * 60_000,
});

/** A request sequence full of repeats: HEADs, reloads, double taps, an unknown slug. */
const scenario = (slug: string): FunnelEvent[] => [
  touch(slug, 'v1', false),
  touch(slug, 'v1'),
  touch(slug, 'v1'),
  clickout(slug, 'v1'),
  clickout(slug, 'v1'),
  touch(slug, 'v1'),
  touch(slug, 'v2'),
  clickout(slug, 'v2', false),
  touch(`${slug}-gone`, 'v1'),
  clickout(slug, 'v3'),
  touch(slug, 'v3'),
];

/** What each request got: recorded or not, the touch a clickout continues, the clickout flag. */
async function describeOutcomes(events: FunnelEvent[], outcomes: (FunnelOutcome | null)[]) {
  const recorded = (kind: FunnelEvent['kind']) =>
    outcomes.flatMap((o, index) =>
      events[index]!.kind === kind && o?.recordedId != null ? [[o.recordedId, index] as const] : [],
    );
  const clickoutIds = recorded('clickout').map(([id]) => id);
  const links = new Map(
    clickoutIds.length === 0
      ? []
      : (
          await app.database.db.select().from(clickouts).where(inArray(clickouts.id, clickoutIds))
        ).map((row) => [row.id, row.touchId]),
  );
  const touchAt = new Map(recorded('touch'));
  return outcomes.map((o, index) => {
    if (!o) return 'no page';
    if (o.recordedId === null) return `not recorded${o.hasClickout ? ', clicked' : ''}`;
    if (events[index]!.kind === 'touch') return `recorded${o.hasClickout ? ', clicked' : ''}`;
    const link = links.get(o.recordedId) ?? null;
    return `recorded continues ${link === null ? 'none' : touchAt.get(link)}`;
  });
}

const EXPECTED = [
  'not recorded',
  'recorded',
  'not recorded',
  'recorded continues 1',
  'not recorded',
  'not recorded, clicked',
  'recorded',
  'not recorded',
  'no page',
  'recorded continues none',
  'recorded, clicked',
];

describe('one batch of the funnel', () => {
  it('dedups repeats inside the batch exactly as the same requests one after another', async () => {
    const inBatch = await newEmployee();
    const oneByOne = await newEmployee();
    const batchEvents = scenario(inBatch.slug);
    const batched = await writeFunnelBatch(app.database, batchEvents);
    const sequentialEvents = scenario(oneByOne.slug);
    const sequential: (FunnelOutcome | null)[] = [];
    for (const event of sequentialEvents) {
      sequential.push(...(await writeFunnelBatch(app.database, [event])));
    }
    expect(await describeOutcomes(batchEvents, batched)).toEqual(EXPECTED);
    expect(await describeOutcomes(sequentialEvents, sequential)).toEqual(EXPECTED);
    expect(batched[1]!.employee).toMatchObject({
      employeeId: inBatch.id,
      businessId: inBatch.businessId,
    });

    const stats = await app.database.db
      .select()
      .from(statsHourly)
      .where(inArray(statsHourly.employeeId, [inBatch.id, oneByOne.id]));
    expect(stats.map((row) => [row.touches, row.clickouts])).toEqual([
      [3, 2],
      [3, 2],
    ]);
  });

  it('puts mixed touches and clickouts of several businesses on their own rows and roll-ups', async () => {
    const db = app.database.db;
    const first = await createBusiness(db, { googlePlaceId: PLACE_ID });
    const notSetUp = await createBusiness(db);
    const [a, b, c] = [await newEmployee(first), await newEmployee(first), await newEmployee()];
    const d = await newEmployee(notSetUp);
    const events = [
      touch(a.slug, 'x1'),
      touch(b.slug, 'x1'),
      clickout(a.slug, 'x1'),
      touch(c.slug, 'x2'),
      clickout(d.slug, 'x1'),
      touch(d.slug, 'x1'),
      clickout(c.slug, 'x2'),
      touch(a.slug, 'x3'),
      clickout(b.slug, 'x9'),
    ];
    const outcomes = await writeFunnelBatch(app.database, events);
    expect(outcomes.map((o) => o!.employee.employeeId)).toEqual(
      [a, b, a, c, d, d, c, a, b].map((e) => e.id),
    );
    expect(outcomes.map((o) => o!.recordedId !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      true,
    ]);

    const ids = [a, b, c, d].map((e) => e.id);
    const owner = new Map([a, b, c, d].map((e) => [e.id, e.businessId]));
    const touchRows = await db.select().from(touches).where(inArray(touches.employeeId, ids));
    const clickRows = await db.select().from(clickouts).where(inArray(clickouts.employeeId, ids));
    for (const row of [...touchRows, ...clickRows]) {
      expect(row.businessId).toBe(owner.get(row.employeeId));
    }
    const stats = await db.select().from(statsHourly).where(inArray(statsHourly.employeeId, ids));
    const counts = Object.fromEntries(
      stats.map((row) => {
        expect(row.businessId).toBe(owner.get(row.employeeId));
        return [row.employeeId, [row.touches, row.clickouts]];
      }),
    );
    expect(counts).toEqual({ [a.id]: [2, 1], [b.id]: [1, 1], [c.id]: [1, 1], [d.id]: [1, 0] });
    const aClick = clickRows.find((row) => row.employeeId === a.id)!;
    expect(aClick.touchId).toBe(outcomes[0]!.recordedId);
  });

  it('gives activity events ids in the order the requests were queued', async () => {
    const [a, b] = [await newEmployee(), await newEmployee()];
    const events = [
      clickout(b.slug, 'o1'),
      touch(a.slug, 'o1'),
      touch(b.slug, 'o2'),
      clickout(a.slug, 'o1'),
      touch(a.slug, 'o3'),
      clickout(b.slug, 'o2'),
    ];
    const outcomes = await writeFunnelBatch(app.database, events);
    const id = (index: number) => outcomes[index]!.recordedId;
    const continues = [null, null, null, id(1), null, id(2)];
    const rows = await app.database.db
      .select()
      .from(activityEvents)
      .where(inArray(activityEvents.employeeId, [a.id, b.id]))
      .orderBy(activityEvents.id);
    expect(rows.map((row) => [row.type, row.employeeId, row.payload])).toEqual(
      events.map((event, index) => [
        event.kind,
        event.slug === a.slug ? a.id : b.id,
        event.kind === 'touch'
          ? { touchId: id(index), source: 'qr' }
          : { clickoutId: id(index), touchId: continues[index] },
      ]),
    );
  });

  it('writes nothing of a batch when one of its rows fails', async () => {
    const [good, poison] = [await newEmployee(), await newEmployee()];
    const db = app.database.db;
    await db.execute(
      sql.raw(
        `alter table touches add constraint rt_test_poison check (employee_id <> '${poison.id}')`,
      ),
    );
    try {
      await expect(
        writeFunnelBatch(app.database, [
          touch(good.slug, 'p1'),
          clickout(good.slug, 'p1'),
          touch(poison.slug, 'p1'),
          touch(good.slug, 'p2'),
        ]),
      ).rejects.toThrow(/rt_test_poison/);
    } finally {
      await db.execute(sql`alter table touches drop constraint rt_test_poison`);
    }
    const ids = [good.id, poison.id];
    expect(await db.select().from(touches).where(inArray(touches.employeeId, ids))).toEqual([]);
    expect(await db.select().from(clickouts).where(inArray(clickouts.employeeId, ids))).toEqual([]);
    expect(
      await db.select().from(activityEvents).where(inArray(activityEvents.employeeId, ids)),
    ).toEqual([]);
    expect(await db.select().from(statsHourly).where(inArray(statsHourly.employeeId, ids))).toEqual(
      [],
    );
  });
});
