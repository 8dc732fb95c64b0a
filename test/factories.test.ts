// The factories write rows the schema accepts, keep business ownership consistent, and the
// database enforces the rules later modules rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../server/db/client';
import { openTestDatabase } from './test-databases';
import {
  createBusiness,
  createClickout,
  createEmployee,
  createReview,
  createTouch,
  createUser,
} from './factories';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('factories and the rules of the schema', () => {
  it('create a business with a manager, an employee, a touch, a clickout and a review', async () => {
    const { db } = database;
    const business = await createBusiness(db);
    const { user } = await createUser(db, business);
    const employee = await createEmployee(db, business);
    const touch = await createTouch(db, employee);
    const clickout = await createClickout(db, employee, { touchId: touch.id });
    const review = await createReview(db, business, {
      employeeId: employee.id,
      matchType: 'name_match',
      matchConfidence: 0.9,
    });

    expect(business).toMatchObject({
      googleIntegrationStatus: 'disconnected',
      connectionType: 'disconnected',
    });
    expect(user).toMatchObject({
      role: 'manager',
      businessId: business.id,
      isEmployee: false,
      isActive: true,
    });
    expect(employee).toMatchObject({ businessId: business.id, isActive: true, aliases: [] });
    expect(typeof touch.id).toBe('number');
    expect(clickout.touchId).toBe(touch.id);
    expect(review.employeeId).toBe(employee.id);
  });

  it('refuses a second employee of the same name in one business, whatever the case', async () => {
    const business = await createBusiness(database.db);
    await createEmployee(database.db, business, { name: 'Milica' });
    await expect(createEmployee(database.db, business, { name: 'MILICA' })).rejects.toThrow();
    const other = await createBusiness(database.db);
    await expect(createEmployee(database.db, other, { name: 'Milica' })).resolves.toMatchObject({
      name: 'Milica',
    });
  });

  it('frees the name of a deleted employee', async () => {
    const business = await createBusiness(database.db);
    await createEmployee(database.db, business, { name: 'Ana', deletedAt: new Date() });
    await expect(createEmployee(database.db, business, { name: 'ana' })).resolves.toMatchObject({
      name: 'ana',
    });
  });

  it('refuses a rating outside 1..5 and a review imported twice', async () => {
    const business = await createBusiness(database.db);
    await expect(createReview(database.db, business, { rating: 6 })).rejects.toThrow();
    await createReview(database.db, business, { externalId: 'same' });
    await expect(createReview(database.db, business, { externalId: 'same' })).rejects.toThrow();
  });

  it('refuses two accounts with the same email in different case', async () => {
    const business = await createBusiness(database.db);
    await createUser(database.db, business, { email: 'Owner@Example.com' });
    await expect(
      createUser(database.db, business, { email: 'owner@example.com' }),
    ).rejects.toThrow();
  });
});
