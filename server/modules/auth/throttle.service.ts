// Sign-in brute-force limits, per account and per address (DESIGN §6). Five wrong passwords for
// one account within 15 minutes lock it for 15 minutes; one address gets more room, since a
// shop's staff share its network. A locked key answers 429 with Retry-After, before any password
// is checked, so a locked account cannot be probed.
import type { Database } from '../../db/client';
import { rateLimited } from '../../lib/errors';
import * as repo from './throttle.repository';

export const ACCOUNT_LIMIT = { max: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
export const ADDRESS_LIMIT = { max: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

export type ThrottleKind = 'account' | 'employee' | 'ip';

export const throttleKey = (kind: ThrottleKind, subject: string) =>
  `${kind}:${subject.trim().toLowerCase()}`;

export interface AttemptKeys {
  subject: string;
  address: string;
}

export async function assertNotLocked(db: Database, keys: AttemptKeys): Promise<void> {
  const locked = await repo.findLocked(db, [keys.subject, keys.address]);
  const until = Math.max(0, ...locked.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until > Date.now()) throw rateLimited((until - Date.now()) / 1000);
}

export async function recordFailedAttempt(db: Database, keys: AttemptKeys): Promise<void> {
  const limits = [
    [keys.subject, ACCOUNT_LIMIT],
    [keys.address, ADDRESS_LIMIT],
  ] as const;
  for (const [key, limit] of limits) {
    await repo.recordFailure(db, key, limit.windowSeconds, limit.max, limit.lockSeconds);
  }
}

/** A successful sign-in forgets the account's failures (the address keeps its count). */
export async function recordSuccess(db: Database, keys: AttemptKeys): Promise<void> {
  await repo.clearKeys(db, [keys.subject]);
}

export async function listLockouts(db: Database, keys: string[]) {
  const rows = await repo.listLockedByKeys(db, keys);
  return rows.map((row) => {
    const [kind, ...rest] = row.key.split(':');
    return {
      key: row.key,
      kind: kind as ThrottleKind,
      subject: rest.join(':'),
      failures: row.failures,
      lockedUntil: row.lockedUntil!.toISOString(),
    };
  });
}

export async function liftLockout(db: Database, key: string): Promise<void> {
  await repo.clearKey(db, key);
}
