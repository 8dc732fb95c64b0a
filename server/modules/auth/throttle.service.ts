// Sign-in brute-force limits that an attacker cannot turn against the account's owner
// (docs/SECURITY.md "Lockouts"). Failures count per account-and-address pair: from the fifth
// wrong password on, that pair waits 1 minute, then 2, 4 … up to 15 minutes. A correct password
// from another address is never refused because of them. Each address also has a ceiling across
// all accounts (a shop's staff share its network, so it is generous); a browser the account or
// employee signed in on before is exempt from it (known-browser.ts), so the ceiling never refuses
// the staff's own correct passwords. A locked key answers 429 with Retry-After before any password
// is checked, so a locked pair cannot be probed.
import type { Database } from '../../db/client';
import { rateLimited } from '../../lib/errors';
import * as repo from './throttle.repository';

const PAIR_LIMIT = {
  max: 5,
  windowSeconds: 60 * 60,
  lockSeconds: 60,
  maxLockSeconds: 15 * 60,
};
const ADDRESS_LIMIT = {
  max: 30,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  maxLockSeconds: 15 * 60,
};

export type ThrottleKind = 'account' | 'employee';

const normal = (value: string) => value.trim().toLowerCase();

/** `pair:<kind>:<subject>|<address>`: an account (email) or employee (username) from one address. */
export const pairKey = (kind: ThrottleKind, subject: string, address: string) =>
  `pair:${kind}:${normal(subject)}|${normal(address)}`;
const addressKey = (address: string) => `ip:${normal(address)}`;
/** Every pair of one account or employee starts with this. */
export const subjectPrefix = (kind: ThrottleKind, subject: string) =>
  `pair:${kind}:${normal(subject)}|`;

export interface AttemptKeys {
  pair: string;
  address: string;
  /** The subject signed in on this browser before: the address's ceiling does not apply. */
  knownBrowser: boolean;
}

export const attemptKeys = (
  kind: ThrottleKind,
  subject: string,
  address: string,
  knownBrowser = false,
): AttemptKeys => ({
  pair: pairKey(kind, subject, address),
  address: addressKey(address),
  knownBrowser,
});

export async function assertNotLocked(db: Database, keys: AttemptKeys): Promise<void> {
  const locked = await repo.findLocked(
    db,
    keys.knownBrowser ? [keys.pair] : [keys.pair, keys.address],
  );
  const until = Math.max(0, ...locked.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until > Date.now()) throw rateLimited((until - Date.now()) / 1000);
}

/** Counts the failure; true when it is the one that first locked the pair in its window. */
export async function recordFailedAttempt(db: Database, keys: AttemptKeys): Promise<boolean> {
  const pair = await repo.recordFailure(db, keys.pair, PAIR_LIMIT);
  await repo.recordFailure(db, keys.address, ADDRESS_LIMIT);
  return pair.failures === PAIR_LIMIT.max;
}

/** A successful sign-in forgets the pair's failures (the address keeps its count). */
export async function recordSuccess(db: Database, keys: AttemptKeys): Promise<void> {
  await repo.clearKeys(db, [keys.pair]);
}

/** A new password (reset or change) lifts every lock on the account, from every address. */
export async function forgetSubject(db: Database, kind: ThrottleKind, subject: string) {
  await repo.clearPrefix(db, subjectPrefix(kind, subject));
}

export interface Lockout {
  key: string;
  kind: ThrottleKind;
  subject: string;
  failures: number;
  lockedUntil: string;
}

/** The live locks on these accounts or employees, from any address. */
export async function listLockouts(
  db: Database,
  subjects: { kind: ThrottleKind; subject: string }[],
): Promise<Lockout[]> {
  const prefixes = subjects.map((s) => subjectPrefix(s.kind, s.subject));
  const rows = await repo.listLockedByPrefixes(db, prefixes);
  return rows.map((row) => {
    const [, kind, rest = ''] = row.key.match(/^pair:(account|employee):(.*)$/) ?? [];
    return {
      key: row.key,
      kind: kind as ThrottleKind,
      subject: rest.slice(0, rest.lastIndexOf('|')),
      failures: row.failures,
      lockedUntil: row.lockedUntil!.toISOString(),
    };
  });
}

export async function liftLockout(db: Database, key: string): Promise<void> {
  await repo.clearKey(db, key);
}
