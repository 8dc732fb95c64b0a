// 'Reset Limit': an admin sees and lifts the sign-in lockouts of their own business's accounts and
// employees; a manager those of the business's employees. Never another business's, and never an
// address lock shared by strangers.
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { BusinessScope } from '../scope/scope';
import * as repo from './auth.repository';
import { liftLockout, listLockouts, subjectPrefix, type ThrottleKind } from './throttle.service';

export type LockoutScope = 'accountsAndEmployees' | 'employees';

async function subjectsOfBusiness(
  db: Database,
  businessId: string,
  scope: LockoutScope,
  atLocations: string[] | null,
) {
  const { emails, usernames } = await repo.throttleSubjectsOfBusiness(db, businessId, atLocations);
  const subjects: { kind: ThrottleKind; subject: string }[] = usernames.map((subject) => ({
    kind: 'employee',
    subject,
  }));
  if (scope === 'accountsAndEmployees')
    subjects.push(...emails.map((subject) => ({ kind: 'account' as const, subject })));
  return subjects;
}

export async function lockoutsOfBusiness(
  db: Database,
  scope: BusinessScope,
  which: LockoutScope = 'accountsAndEmployees',
) {
  // A manager limited to some locations: their employees' lockouts only.
  const atLocations = await scope.locations();
  const subjects = await subjectsOfBusiness(db, scope.businessId, which, atLocations);
  const items = await listLockouts(db, subjects);
  return { items, total: items.length };
}

export async function liftLockoutOfBusiness(
  db: Database,
  scope: BusinessScope,
  key: string,
  which: LockoutScope = 'accountsAndEmployees',
) {
  const atLocations = await scope.locations();
  const subjects = await subjectsOfBusiness(db, scope.businessId, which, atLocations);
  const ours = subjects.some((s) => key.startsWith(subjectPrefix(s.kind, s.subject)));
  if (!ours) throw notFound('lockoutNotFound');
  await liftLockout(db, key);
}
