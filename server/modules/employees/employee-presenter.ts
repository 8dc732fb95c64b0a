// An employee as the API shows it (docs/http-api.md): the row with its public links, built at the
// route edge from the address the request came to (server/lib/http.ts, publicOrigin).
import type { Employee } from '@common/schemas/employees';
import { serverPages } from '@common/paths';
import { addressAsOf } from '@common/address-as';
import type { EmployeeRow } from './employees.repository';

export type { EmployeeRow };

export function presentEmployee(row: EmployeeRow, origin: string): Employee {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    code: row.code,
    isActive: row.isActive,
    employeeSince: row.employeeSince,
    aliases: row.aliases,
    addressAs: addressAsOf(row),
    addressAsChoice: row.addressAs,
    publicUrl: origin + serverPages.publicEmployee(row.slug),
    qrUrl: origin + serverPages.qrPage(row.slug),
    username: row.username,
    locationIds: row.locationIds,
    createdAt: row.createdAt.toISOString(),
  };
}
