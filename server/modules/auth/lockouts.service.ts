// An admin sees and lifts the sign-in lockouts of their own business's accounts and employees
// ('Reset Limit'), never another business's, and never an address lock shared by strangers.
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './auth.repository';
import { liftLockout, listLockouts, throttleKey } from './throttle.service';

async function keysOfBusiness(db: Database, businessId: string): Promise<string[]> {
  const { emails, usernames } = await repo.throttleSubjectsOfBusiness(db, businessId);
  return [
    ...emails.map((e) => throttleKey('account', e)),
    ...usernames.map((u) => throttleKey('employee', u)),
  ];
}

export async function lockoutsOfBusiness(db: Database, businessId: string | null) {
  const items = businessId ? await listLockouts(db, await keysOfBusiness(db, businessId)) : [];
  return { items, total: items.length };
}

export async function liftLockoutOfBusiness(db: Database, businessId: string | null, key: string) {
  const keys = businessId ? await keysOfBusiness(db, businessId) : [];
  if (!keys.includes(key)) throw notFound('No such lockout');
  await liftLockout(db, key);
}
