// QR codes for the employees API: who may fetch an employee's code, and the printable card sheet.
import { DEFAULT_LANGUAGE, type Language } from '@common/constants';
import { hasPermission } from '@common/policy';
import { MAX_CARDS_PER_SHEET, type CardSize } from '@common/schemas/employees';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { languageOf } from '../auth/account-links.service';
import type { AuthContext } from '../auth/session.service';
import { businessOf, employeeNotFound, presentEmployee } from './employees.service';
import * as repo from './employees.repository';
import { buildQrSheet } from './qr-sheet';
import { fileNameFor } from './qr-label';
import { MESSAGES } from '@common/messages';
import {
  allowedLocations,
  requireEmployeeAllowed,
  requireLocationAllowed,
} from '../locations/location-access';
import { findLocation } from '../locations/locations.repository';

const NO_EMPLOYEES_TO_PRINT = 'There are no employees to print.';

/** The employee whose QR the caller asks for: managers any of the business, employees their own. */
export async function employeeForQr(db: Database, auth: AuthContext, id: string, origin: string) {
  if (!hasPermission(auth.role, 'employees', 'update') && auth.user.employeeId !== id)
    throw employeeNotFound();
  const found = await repo.findEmployee(db, businessOf(auth), id);
  if (!found) throw employeeNotFound();
  await requireEmployeeAllowed(db, auth, id);
  return presentEmployee(found, origin);
}

/**
 * PDF of QR cards: the given ids (unknown ones ignored; inactive ones printed, since the manager
 * chose them, e.g. before a return), else every active employee.
 */
export async function qrSheet(
  db: Database,
  auth: AuthContext,
  query: {
    ids?: string[] | undefined;
    lang?: Language | undefined;
    size: CardSize;
    location?: string | undefined;
  },
  origin: string,
) {
  const { ids, size } = query;
  const place = query.location ? await locationToPrint(db, auth, query.location) : null;
  const allowed = await allowedLocations(db, auth);
  // Businesses store no language; the account does (its mails'), so a Serbian-speaking owner's
  // link without ?lang= prints Serbian cards.
  const lang = query.lang ?? (auth.authUser ? languageOf(auth.authUser) : DEFAULT_LANGUAGE);
  const rows = (
    auth.user.businessId ? await repo.employeesForSheet(db, auth.user.businessId, ids) : []
  ).filter(
    (row) =>
      (ids || !place || row.locationIds.includes(place.id)) &&
      // A manager limited to some locations prints only the people who work there.
      (!allowed || row.locationIds.some((id) => allowed.includes(id))),
  );
  if (rows.length === 0) throw notFound(NO_EMPLOYEES_TO_PRINT);
  if (rows.length > MAX_CARDS_PER_SHEET) throw badRequest(MESSAGES.tooManyCards);
  const cards = rows.map((row) => ({
    name: row.name,
    url: presentEmployee(row, origin).publicUrl + (place ? `?l=${place.number}` : ''),
  }));
  const businessName = auth.business?.name ?? auth.user.businessName ?? '';
  const business = place ? `${businessName} · ${place.name}` : businessName;
  const pdf = await buildQrSheet(cards, business, { size, lang });
  return { pdf, name: sheetFileName(size, rows.length === 1 ? rows[0]!.name : null) };
}

/** The open location of the caller's business whose cards are asked for. */
async function locationToPrint(db: Database, auth: AuthContext, id: string) {
  await requireLocationAllowed(db, auth, id);
  const found = await findLocation(db, businessOf(auth), id);
  if (!found || found.location.archivedAt) throw notFound(MESSAGES.locationNotFound);
  return found.location;
}

/** "qr-cards.pdf", "qr-table-tents.pdf", or one employee's "qr-milica-petrovic-a4.pdf". */
function sheetFileName(size: CardSize, onlyName: string | null) {
  if (onlyName) return fileNameFor(onlyName, `-${size}.pdf`);
  return { ascii: size === 'a6' ? 'qr-table-tents.pdf' : 'qr-cards.pdf', utf8: null };
}
