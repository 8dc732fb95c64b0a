// Several Business Profile locations under one connection (docs/locations.md "Business Profile"):
// the account's locations listed with the location each feeds, added as locations in one step,
// each synced into its own location with its own staff credited, replies sent to the right one.
import { describe, expect, it } from 'vitest';
import { signUpManager } from '../../../test/auth-helpers';
import {
  connectOwnLocation,
  reviewsFixture,
  syncNow,
  useGoogleTestApp,
} from '../../../test/business-profile-helpers';

const { app, google } = useGoogleTestApp();
let accountSeq = 0;

const BRANCH_PLACE = 'ChIJbranchNoviSad0000000000';

/** A manager connected to their own location, the account also managing a branch in Novi Sad. */
async function connectedWithBranch() {
  const m = await signUpManager(app);
  const accountId = `8${String(++accountSeq).padStart(20, '0')}`;
  const accounts = google.api.businessProfile.accounts;
  const own = await connectOwnLocation(app, accounts, m, reviewsFixture(2), accountId);
  const account = accounts.find((a) => a.accountId === accountId)!;
  const branch = {
    locationId: `7${String(accountSeq).padStart(18, '0')}`,
    title: 'Salon Lepota Novi Sad',
    placeId: BRANCH_PLACE,
    address: { addressLines: ['Zmaj Jovina 5'], locality: 'Novi Sad', postalCode: '21000' },
    reviews: [
      {
        reviewId: 'NS0001',
        displayName: 'Petar P.',
        starRating: 5 as const,
        comment: 'Milica je sjajna, hvala!',
        createTime: '2026-02-01T10:00:00Z',
      },
    ],
  };
  account.locations.push(branch);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
  return { ...m, accountId, own, branch, call };
}

describe('the Business Profile locations of one account', () => {
  it('lists each with the location it feeds, and adds the branch as a location in one step', async () => {
    const m = await connectedWithBranch();
    const before = (await m.call('GET', '/api/google/locations')).json();
    const first = (await m.call('GET', '/api/locations')).json().items[0];
    expect(before.items).toEqual([
      expect.objectContaining({ locationId: m.own.locationId, linkedLocationId: first.id }),
      expect.objectContaining({ locationId: m.branch.locationId, linkedLocationId: null }),
    ]);

    const added = await m.call('POST', '/api/google/locations', {
      items: [{ accountId: m.accountId, locationId: m.branch.locationId }],
    });
    expect(added.statusCode).toBe(200);
    const [location] = added.json().items;
    expect(location).toMatchObject({
      name: 'Salon Lepota Novi Sad',
      address: 'Zmaj Jovina 5, 21000, Novi Sad',
      number: 2,
      googlePlaceId: BRANCH_PLACE,
      googleLocationId: m.branch.locationId,
      reviewUrl: `https://search.google.com/local/writereview?placeid=${BRANCH_PLACE}`,
    });
    const after = (await m.call('GET', '/api/google/locations')).json();
    expect(after.items[1].linkedLocationId).toBe(location.id);

    // Adding it again, with the business's own, changes nothing and names both.
    const again = await m.call('POST', '/api/google/locations', {
      items: [
        { accountId: m.accountId, locationId: m.branch.locationId },
        { accountId: m.accountId, locationId: m.own.locationId },
      ],
    });
    expect(again.json().items.map((l: { id: string }) => l.id)).toEqual([location.id, first.id]);
    expect((await m.call('GET', '/api/locations')).json().items).toHaveLength(2);
  });

  it('links a location added by hand with the same name, and brings back an archived one', async () => {
    const m = await connectedWithBranch();
    const byHand = (
      await m.call('POST', '/api/locations', { name: 'salon lepota novi sad' })
    ).json();
    const item = { accountId: m.accountId, locationId: m.branch.locationId };
    const linked = (await m.call('POST', '/api/google/locations', { items: [item] })).json();
    expect(linked.items[0]).toMatchObject({ id: byHand.id, googlePlaceId: BRANCH_PLACE });

    await m.call('PATCH', `/api/locations/${byHand.id}`, { archived: true });
    const back = (await m.call('POST', '/api/google/locations', { items: [item] })).json();
    expect(back.items[0]).toMatchObject({ id: byHand.id, archived: false });

    // The shop now under another Google location id (another account connected since): the
    // location with its place is linked anew, not doubled.
    m.branch.locationId = `6${m.branch.locationId.slice(1)}`;
    const moved = { accountId: m.accountId, locationId: m.branch.locationId };
    const relinked = (await m.call('POST', '/api/google/locations', { items: [moved] })).json();
    expect(relinked.items[0]).toMatchObject({
      id: byHand.id,
      googleLocationId: m.branch.locationId,
    });
    expect((await m.call('GET', '/api/locations')).json().items).toHaveLength(2);
  });

  it('syncs the branch into its own location and credits its own staff', async () => {
    const m = await connectedWithBranch();
    const item = { accountId: m.accountId, locationId: m.branch.locationId };
    const branch = (await m.call('POST', '/api/google/locations', { items: [item] })).json()
      .items[0];
    const milica = await m.call('POST', '/api/employees', {
      name: 'Milica',
      locationIds: [branch.id],
    });
    expect(milica.statusCode).toBe(201);

    const job = await syncNow(app, m.cookie);
    expect(job).toMatchObject({ status: 'succeeded', processed: 3, total: 3 });
    const atBranch = (await m.call('GET', `/api/reviews?locationId=${branch.id}`)).json();
    expect(atBranch.items).toHaveLength(1);
    expect(atBranch.items[0]).toMatchObject({ employeeId: milica.json().id });
    const all = (await m.call('GET', '/api/reviews')).json();
    expect(all.items).toHaveLength(3);

    // The owner's reply goes to the branch's Business Profile location, not the business's.
    const replied = await m.call('PUT', `/api/reviews/${atBranch.items[0].id}/reply`, {
      comment: 'Hvala, Petre!',
    });
    expect(replied.statusCode).toBe(200);
    expect(m.branch.reviews[0]).toHaveProperty('reply.comment', 'Hvala, Petre!');
  });

  it('skips a linked location Google no longer lists, keeping the others', async () => {
    const m = await connectedWithBranch();
    const item = { accountId: m.accountId, locationId: m.branch.locationId };
    await m.call('POST', '/api/google/locations', { items: [item] });
    const account = google.api.businessProfile.accounts.find((a) => a.accountId === m.accountId)!;
    account.locations.pop();
    const job = await syncNow(app, m.cookie);
    expect(job).toMatchObject({ status: 'succeeded', processed: 2 });
  });

  it('refuses a location the account does not list, an empty list, and a business without Business Profile', async () => {
    const m = await connectedWithBranch();
    const unknown = await m.call('POST', '/api/google/locations', {
      items: [{ accountId: m.accountId, locationId: '123' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'Google does not list this location for the connected account.',
    );
    const empty = await m.call('POST', '/api/google/locations', { items: [] });
    expect(empty.statusCode).toBe(400);

    const other = await signUpManager(app);
    const notConnected = await app.inject({
      method: 'POST',
      url: '/api/google/locations',
      headers: { cookie: other.cookie },
      payload: { items: [{ accountId: m.accountId, locationId: m.branch.locationId }] },
    });
    expect(notConnected.statusCode).toBe(400);
    expect(notConnected.json().error.message).toBe('Google integration not properly configured');
  });
});
