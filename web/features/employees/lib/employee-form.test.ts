// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REFUSAL } from '@common/messages';
import { USERNAME_PATTERN } from '@common/schemas/auth';
import type { Employee } from '@common/schemas/employees';
import { fieldErrors } from '../../../lib/field-errors';
import {
  changedFields,
  employeeFormSchema,
  formValuesOf,
  suggestUsername,
  toCreateRequest,
} from './employee-form';

const milica: Employee = {
  id: '5b0f6a3e-8d2c-4f7a-9a57-1d8e2f3c4b5a',
  name: 'Milica Petrović',
  slug: 'milica-petrovic',
  code: 'k7m2p9',
  isActive: true,
  employeeSince: '2024-03-01',
  aliases: ['Mica', 'Milica P.'],
  addressAs: 'she',
  addressAsChoice: null,
  publicUrl: 'https://reviewtrace.example/e/milica-petrovic',
  qrUrl: 'https://reviewtrace.example/qr/milica-petrovic',
  username: null,
  locationIds: [],
  createdAt: '2026-01-05T09:00:00.000Z',
};

function errorsOf(values: { name: string; employeeSince: string; aliases: string }) {
  const result = employeeFormSchema.safeParse({ addressAs: 'auto', ...values });
  return result.success ? {} : fieldErrors(result.error);
}

describe('the employee form (docs/product-rules.md §5 messages)', () => {
  it('asks for a name', () => {
    expect(errorsOf({ name: '  ', employeeSince: '', aliases: '' })).toEqual({
      name: REFUSAL.employeeNameRequired,
    });
  });

  it('rejects a one-letter name', () => {
    expect(errorsOf({ name: 'M', employeeSince: '', aliases: '' })).toEqual({
      name: REFUSAL.employeeNameTooShort,
    });
  });

  it('rejects a date that is not a calendar day and more than 20 nicknames', () => {
    const aliases = Array.from({ length: 21 }, (_, i) => `Nick${i}`).join(', ');
    const errors = errorsOf({ name: 'Milica', employeeSince: '2024-02-31', aliases });
    expect(Object.keys(errors).sort()).toEqual(['aliases', 'employeeSince']);
  });

  it('turns the typed text into the create request', () => {
    const data = employeeFormSchema.parse({
      name: ' Milica Petrović ',
      employeeSince: '',
      aliases: 'Mica, Milica P.,',
      addressAs: 'auto',
    });
    expect(toCreateRequest(data)).toEqual({
      name: 'Milica Petrović',
      employeeSince: null,
      aliases: ['Mica', 'Milica P.'],
      addressAs: null,
    });
  });
});

describe('editing', () => {
  it('fills the form from the employee and, unchanged, sends nothing', () => {
    const values = formValuesOf(milica);
    expect(values).toEqual({
      name: 'Milica Petrović',
      employeeSince: '2024-03-01',
      aliases: 'Mica, Milica P.',
      addressAs: 'auto',
    });
    expect(changedFields(employeeFormSchema.parse(values), milica)).toBeNull();
  });

  it('sends only the fields that changed', () => {
    const data = employeeFormSchema.parse({
      name: 'Milica Petrović',
      employeeSince: '',
      aliases: 'Mica, Milica P., Mici',
      addressAs: 'he',
    });
    expect(changedFields(data, milica)).toEqual({
      employeeSince: null,
      aliases: ['Mica', 'Milica P.', 'Mici'],
      addressAs: 'he',
    });
  });

  it('starts an add form empty', () => {
    expect(formValuesOf()).toEqual({
      name: '',
      employeeSince: '',
      aliases: '',
      addressAs: 'auto',
    });
  });
});

describe('suggestUsername', () => {
  it('writes the name without diacritics, joined by dots', () => {
    expect(suggestUsername('Đorđe Petrović')).toBe('djordje.petrovic');
    expect(suggestUsername('  Ana-Marija  Šaković ')).toBe('ana.marija.sakovic');
  });

  it('gives a username the sign-in rules accept', () => {
    const long = suggestUsername('Milica Petrović Jovanović Nikolić Stojanović');
    expect(long.length).toBeLessThanOrEqual(32);
    expect(long).toMatch(USERNAME_PATTERN);
    expect(long.endsWith('.')).toBe(false);
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(suggestUsername('—')).toBe('');
  });
});
