import { and, eq, gt, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInThrottles } from '../../db/schema';

export async function findLocked(db: Database, keys: string[]) {
  return db
    .select()
    .from(signInThrottles)
    .where(and(inArray(signInThrottles.key, keys), gt(signInThrottles.lockedUntil, sql`now()`)));
}

export interface Limit {
  max: number;
  windowSeconds: number;
  /** The first lock; each failure past `max` doubles it, up to maxLockSeconds. */
  lockSeconds: number;
  maxLockSeconds: number;
}

/**
 * Counts one failure for the key in a fixed window, atomically (concurrent failures from several
 * processes all count), and locks the key once `max` failures fall within the window, for longer
 * with each further failure.
 */
export async function recordFailure(db: Database, key: string, limit: Limit) {
  const { max, windowSeconds, lockSeconds, maxLockSeconds } = limit;
  const windowExpired = sql`${signInThrottles.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const failures = sql`case when ${windowExpired} then 1 else ${signInThrottles.failures} + 1 end`;
  const lockFor = (count: typeof failures) =>
    sql`now() + make_interval(secs => least(${maxLockSeconds}::float8,
      ${lockSeconds}::float8 * power(2, greatest(0, ${count} - ${max}))))`;
  const [row] = await db
    .insert(signInThrottles)
    .values({ key, failures: 1, lockedUntil: max <= 1 ? lockFor(sql`1`) : null })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${signInThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${max} then ${lockFor(failures)}
          else ${signInThrottles.lockedUntil} end`,
      },
    })
    .returning();
  return row!;
}

export async function clearKeys(db: Database, keys: string[]) {
  if (keys.length) await db.delete(signInThrottles).where(inArray(signInThrottles.key, keys));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function clearPrefix(db: Database, prefix: string) {
  await db.delete(signInThrottles).where(like(signInThrottles.key, `${escapeLike(prefix)}%`));
}

export async function listLockedByPrefixes(db: Database, prefixes: string[]) {
  if (!prefixes.length) return [];
  return db
    .select()
    .from(signInThrottles)
    .where(
      and(
        or(...prefixes.map((p) => like(signInThrottles.key, `${escapeLike(p)}%`))),
        gt(signInThrottles.lockedUntil, sql`now()`),
      ),
    );
}

export async function clearKey(db: Database, key: string) {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

/** Housekeeping: rows whose window ended a day ago and whose lock (if any) is over. */
export async function deleteStaleThrottles(db: Database) {
  const gone = await db
    .delete(signInThrottles)
    .where(
      and(
        lt(signInThrottles.windowStartedAt, sql`now() - interval '1 day'`),
        or(isNull(signInThrottles.lockedUntil), lt(signInThrottles.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ key: signInThrottles.key });
  return gone.length;
}
