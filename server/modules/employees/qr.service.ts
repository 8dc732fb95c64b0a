// QR codes for the employees API: who may fetch an employee's code, and the printable card sheet.
import { hasPermission } from '@common/roles';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/session.service';
import { businessOf, employeeNotFound, presentEmployee } from './employees.service';
import * as repo from './employees.repository';
import { buildQrSheet } from './qr-sheet';

export const NO_EMPLOYEES_TO_PRINT = 'There are no employees to print.';

/** The employee whose QR the caller asks for: managers any of the business, employees their own. */
export async function employeeForQr(db: Database, auth: AuthContext, id: string, origin: string) {
  if (!hasPermission(auth.role, 'employees', 'update') && auth.user.employeeId !== id)
    throw employeeNotFound();
  const found = await repo.findEmployee(db, businessOf(auth), id);
  if (!found) throw employeeNotFound();
  return presentEmployee(found, origin);
}

/**
 * PDF of QR cards: the given ids (unknown ones ignored; inactive ones printed, since the manager
 * chose them, e.g. before a return), else every active employee.
 */
export async function qrSheet(
  db: Database,
  auth: AuthContext,
  ids: string[] | undefined,
  origin: string,
) {
  const rows = auth.user.businessId
    ? await repo.employeesForSheet(db, auth.user.businessId, ids)
    : [];
  if (rows.length === 0) throw notFound(NO_EMPLOYEES_TO_PRINT);
  const cards = rows.map((row) => ({
    name: row.name,
    url: presentEmployee(row, origin).publicUrl,
  }));
  return buildQrSheet(cards, auth.business?.name ?? auth.user.businessName ?? '');
}
