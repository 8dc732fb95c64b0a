// The business's user accounts for the administration area. Every query filters by the caller's
// business: ids of other businesses find nothing.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '@common/schemas/admin';
import type { Database } from '../../db/client';
import { authUsers, users, type NewUser } from '../../db/schema';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilter(businessId: string, query: AdminUserListQuery): SQL {
  const conditions: SQL[] = [eq(users.businessId, businessId)];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`(${users.email} ilike ${pattern} escape '\\' or ${users.employeeName} ilike ${pattern} escape '\\')`,
    );
  }
  return and(...conditions)!;
}

const userColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  isEmployee: users.isEmployee,
  employeeName: users.employeeName,
  accountMetadata: authUsers.userMetadata,
  createdAt: users.createdAt,
  // Employees have no auth identity: their latest session start stands in for the last sign-in.
  lastSignInAt: sql<Date | string | null>`coalesce(${authUsers.lastSignInAt},
    (select max(s.created_at) from sessions s where s.user_id = ${users.id}))`,
};

export async function listUsers(db: Database, businessId: string, query: AdminUserListQuery) {
  const where = listFilter(businessId, query);
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(authUsers, eq(authUsers.id, users.authUserId))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findUserRow(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(authUsers, eq(authUsers.id, users.authUserId))
    .where(and(eq(users.id, id), eq(users.businessId, businessId)))
    .limit(1);
  return row ?? null;
}

export async function updateUser(
  db: Database,
  businessId: string,
  id: string,
  values: Pick<Partial<NewUser>, 'role' | 'isActive'>,
) {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), eq(users.businessId, businessId)));
}
