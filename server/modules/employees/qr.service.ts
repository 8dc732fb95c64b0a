// QR codes for the employees API: who may fetch an employee's code, and the printable card sheet.
import type { Language } from '@common/constants';
import { MAX_CARDS_PER_SHEET, type CardSize } from '@common/schemas/employees';
import type { Database } from '../../db/client';
import { badRequest, notFound, plain } from '../../lib/errors';
import { employeeNotFound } from './employees.service';
import { presentEmployee } from './employee-presenter';
import * as repo from './employees.repository';
import { buildQrSheetOffThread } from '../../workers/cpu-pool';
import { fileNameFor } from './qr-label';
import { requireEmployeeAllowed, requireLocationAllowed, type BusinessScope } from '../scope/scope';
import { findLocation } from '../locations/locations.repository';

const NO_EMPLOYEES_TO_PRINT = 'There are no employees to print.';

/** The employee whose QR the caller asks for: managers any of the business, employees their own. */
export async function employeeForQr(
  db: Database,
  scope: BusinessScope,
  id: string,
  origin: string,
) {
  if (!scope.can('employees:update') && scope.viewer.employeeId !== id) throw employeeNotFound();
  const found = await repo.findEmployee(db, scope.businessId, id);
  if (!found) throw employeeNotFound();
  await requireEmployeeAllowed(db, scope, id);
  return presentEmployee(found, origin);
}

/**
 * PDF of QR cards: the given ids (unknown ones ignored; inactive ones printed, since the manager
 * chose them, e.g. before a return), else every active employee.
 */
export async function qrSheet(
  db: Database,
  scope: BusinessScope,
  query: {
    ids?: string[] | undefined;
    lang: Language;
    size: CardSize;
    location?: string | undefined;
    businessName: string;
  },
  origin: string,
) {
  const { ids, size, lang } = query;
  const place = query.location ? await locationToPrint(db, scope, query.location) : null;
  const allowed = await scope.locations();
  const rows = (await repo.employeesForSheet(db, scope.businessId, ids)).filter(
    (row) =>
      (ids || !place || row.locationIds.includes(place.id)) &&
      // A manager limited to some locations prints only the people who work there.
      (!allowed || row.locationIds.some((id) => allowed.includes(id))),
  );
  if (rows.length === 0) throw notFound(plain(NO_EMPLOYEES_TO_PRINT));
  if (rows.length > MAX_CARDS_PER_SHEET) throw badRequest('tooManyCards');
  const cards = rows.map((row) => ({
    name: row.name,
    url: presentEmployee(row, origin).publicUrl + (place ? `?l=${place.number}` : ''),
  }));
  const { businessName } = query;
  const business = place ? `${businessName} · ${place.name}` : businessName;
  const pdf = await buildQrSheetOffThread({
    cards,
    businessName: business,
    options: { size, lang },
  });
  return { pdf, name: sheetFileName(size, rows.length === 1 ? rows[0]!.name : null) };
}

/** The open location of the caller's business whose cards are asked for. */
async function locationToPrint(db: Database, scope: BusinessScope, id: string) {
  await requireLocationAllowed(scope, id);
  const found = await findLocation(db, scope.businessId, id);
  if (!found || found.location.archivedAt) throw notFound('locationNotFound');
  return found.location;
}

/** "qr-cards.pdf", "qr-table-tents.pdf", or one employee's "qr-milica-petrovic-a4.pdf". */
function sheetFileName(size: CardSize, onlyName: string | null) {
  if (onlyName) return fileNameFor(onlyName, `-${size}.pdf`);
  return { ascii: size === 'a6' ? 'qr-table-tents.pdf' : 'qr-cards.pdf', utf8: null };
}
