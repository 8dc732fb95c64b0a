// The add and edit forms: every field is text while typed, validated with the API's own schemas
// (so the docs/product-rules.md §5 messages appear before anything is sent) and turned into the request body.
import { z } from 'zod';
import {
  aliasesSchema,
  employeeNameSchema,
  employeeSinceSchema,
  type CreateEmployeeRequest,
  type Employee,
  type UpdateEmployeeRequest,
} from '@common/schemas/employees';
import { ADDRESS_AS } from '@common/address-as';
import { formatAliases, parseAliases } from './aliases';

export const employeeFormSchema = z.object({
  name: employeeNameSchema,
  // A date input gives '' when empty: the employee-since date is then not set.
  employeeSince: z
    .string()
    .transform((value) => value.trim() || null)
    .pipe(employeeSinceSchema),
  aliases: z.string().transform(parseAliases).pipe(aliasesSchema),
  /** 'auto': from the first name (common/address-as.ts). */
  addressAs: z.enum(['auto', ...ADDRESS_AS]),
});

export type EmployeeFormValues = z.input<typeof employeeFormSchema>;
export type EmployeeFormData = z.output<typeof employeeFormSchema>;

/** Module-level, so its identity is stable for useFormFields. */
export const loadEmployeeFormSchema = async () => employeeFormSchema;

export function formValuesOf(employee?: Employee): EmployeeFormValues {
  return {
    name: employee?.name ?? '',
    employeeSince: employee?.employeeSince ?? '',
    aliases: formatAliases(employee?.aliases ?? []),
    addressAs: employee?.addressAsChoice ?? 'auto',
  };
}

const addressChoice = (value: EmployeeFormData['addressAs']) => (value === 'auto' ? null : value);

export function toCreateRequest(data: EmployeeFormData): CreateEmployeeRequest {
  return {
    name: data.name,
    employeeSince: data.employeeSince,
    aliases: data.aliases,
    addressAs: addressChoice(data.addressAs),
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Only what the edit changed (PATCH takes any subset); null when nothing did. */
export function changedFields(
  data: EmployeeFormData,
  employee: Employee,
): UpdateEmployeeRequest | null {
  const changes: UpdateEmployeeRequest = {};
  if (data.name !== employee.name) changes.name = data.name;
  if (data.employeeSince !== employee.employeeSince) changes.employeeSince = data.employeeSince;
  if (!sameList(data.aliases, employee.aliases)) changes.aliases = data.aliases;
  const addressAs = addressChoice(data.addressAs);
  if (addressAs !== employee.addressAsChoice) changes.addressAs = addressAs;
  return Object.keys(changes).length > 0 ? changes : null;
}

const USERNAME_MAX_LENGTH = 32;

/**
 * A first suggestion for an employee's username: the name in lower case without diacritics,
 * words joined by dots ("Đorđe Petrović" gives "djordje.petrovic"). The manager may change it.
 */
export function suggestUsername(name: string): string {
  return name
    .toLowerCase()
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH)
    .replace(/\.+$/, '');
}
