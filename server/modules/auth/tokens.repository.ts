// Single-use mailed tokens (auth_tokens): only their SHA-256 is stored.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, type AuthTokenPurpose } from '../../db/schema';

export async function insertToken(
  db: Database,
  values: {
    id: string;
    authUserId: string;
    purpose: AuthTokenPurpose;
    email: string;
    expiresAt: Date;
  },
) {
  await db.insert(authTokens).values(values);
}

/** Marks the token used and returns it, once: a second use (or a concurrent one) finds nothing. */
export async function useToken(db: Database, id: string, purpose: AuthTokenPurpose) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.id, id), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)))
    .returning();
  return row ?? null;
}

export async function findToken(db: Database, id: string, purpose: AuthTokenPurpose) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.id, id), eq(authTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** The newest unused token of a purpose: a pending change of address shows on the profile. */
export async function findPendingToken(
  db: Database,
  authUserId: string,
  purpose: AuthTokenPurpose,
) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.authUserId, authUserId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        // Expiry by the app's clock, which wrote it (account-links.service.ts).
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(sql`${authTokens.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/** How many links of this purpose the account was mailed since then (used or not). */
export async function countTokensSince(
  db: Database,
  authUserId: string,
  purpose: AuthTokenPurpose,
  since: Date,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.authUserId, authUserId),
        eq(authTokens.purpose, purpose),
        gt(authTokens.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** Voids every unused token of the account (a newer link, a takeover, a new password). */
export async function voidTokens(db: Database, authUserId: string, purpose?: AuthTokenPurpose) {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.authUserId, authUserId),
        isNull(authTokens.usedAt),
        purpose ? eq(authTokens.purpose, purpose) : undefined,
      ),
    );
}

/** Housekeeping: tokens used or expired more than a day ago. */
export async function deleteStaleTokens(db: Database) {
  const dayAgo = sql`now() - interval '1 day'`;
  const gone = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, dayAgo), lt(authTokens.usedAt, dayAgo)))
    .returning({ id: authTokens.id });
  return gone.length;
}
