// A manager sets or resets an employee's sign-in. The employee gets a users row (role employee),
// so sessions and permissions work one way for everyone; new credentials end old sessions.
import type { EmployeeCredentialsRequest } from '@common/schemas/auth';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pg-errors';
import * as repo from './auth.repository';
import { employeeEmail } from './auth.service';
import { revokeSessionsOfUser } from './session.service';
import { requireEmployeeAllowed, type BusinessScope } from '../scope/scope';

export async function setEmployeeCredentials(
  db: Database,
  scope: BusinessScope,
  employeeId: string,
  input: EmployeeCredentialsRequest,
) {
  await requireEmployeeAllowed(db, scope, employeeId);
  const employee = await repo.findEmployeeInBusiness(db, scope.businessId, employeeId);
  if (!employee) throw notFound('employeeNotFound');
  const taken = await repo.findCredentialByUsername(db, input.username);
  if (taken && taken.credential.employeeId !== employee.id)
    throw conflict('usernameTaken', 'USERNAME_TAKEN');

  const passwordHash = await hashPassword(input.password);
  try {
    const credential = await db.transaction(async (tx) => {
      const saved = await repo.upsertCredential(tx, {
        employeeId: employee.id,
        username: input.username,
        passwordHash,
      });
      const user = await repo.findUserByEmployeeId(tx, employee.id);
      const profile = {
        email: employeeEmail(input.username),
        employeeName: employee.name,
        businessId: employee.businessId,
      };
      if (user) {
        await repo.updateUser(tx, user.id, profile);
        await revokeSessionsOfUser(tx, user.id);
      } else {
        await repo.insertUser(tx, {
          ...profile,
          role: 'employee',
          employeeId: employee.id,
          isEmployee: true,
        });
      }
      return saved;
    });
    return {
      employeeId: employee.id,
      username: credential.username,
      isActive: credential.isActive,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('usernameTaken', 'USERNAME_TAKEN');
    throw error;
  }
}
