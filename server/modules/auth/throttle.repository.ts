import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInThrottles } from '../../db/schema';

export async function findLocked(db: Database, keys: string[]) {
  return db
    .select()
    .from(signInThrottles)
    .where(and(inArray(signInThrottles.key, keys), gt(signInThrottles.lockedUntil, sql`now()`)));
}

/**
 * Counts one failure for the key in a fixed window, atomically (concurrent failures from several
 * processes all count), and locks the key once `max` failures fall within the window.
 */
export async function recordFailure(
  db: Database,
  key: string,
  windowSeconds: number,
  max: number,
  lockSeconds: number,
) {
  const windowExpired = sql`${signInThrottles.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const failures = sql`case when ${windowExpired} then 1 else ${signInThrottles.failures} + 1 end`;
  const [row] = await db
    .insert(signInThrottles)
    .values({
      key,
      failures: 1,
      lockedUntil: max <= 1 ? sql`now() + make_interval(secs => ${lockSeconds})` : null,
    })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${signInThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${max} then now() + make_interval(secs => ${lockSeconds})
          else ${signInThrottles.lockedUntil} end`,
      },
    })
    .returning();
  return row!;
}

export async function clearKeys(db: Database, keys: string[]) {
  if (keys.length) await db.delete(signInThrottles).where(inArray(signInThrottles.key, keys));
}

export async function listLockedByKeys(db: Database, keys: string[]) {
  if (!keys.length) return [];
  return findLocked(db, keys);
}

export async function clearKey(db: Database, key: string) {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}
