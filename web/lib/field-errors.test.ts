// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REFUSAL } from '@common/messages';
import {
  employeeSignInRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@common/schemas/auth';
import { fieldErrors } from './field-errors';

function errorsOf<T>(schema: { safeParse: (v: unknown) => { error?: unknown } }, value: T) {
  const { error } = schema.safeParse(value);
  return error ? fieldErrors(error as never) : {};
}

describe('form validation with the shared schemas (docs/product-rules.md §5)', () => {
  it('gives an empty sign-up form the documented message under each field', () => {
    expect(
      errorsOf(signUpRequestSchema, { email: '', password: '', googleBusinessUrl: '' }),
    ).toEqual({
      email: REFUSAL.invalidEmail,
      password: REFUSAL.passwordTooShort,
      googleBusinessUrl: REFUSAL.googleUrlRequired,
    });
  });

  it('rejects a short password and a URL that is not a Google business link', () => {
    expect(
      errorsOf(signUpRequestSchema, {
        email: 'ana@example.com',
        password: '12345',
        googleBusinessUrl: 'https://example.com/my-shop',
      }),
    ).toEqual({
      password: REFUSAL.passwordTooShort,
      googleBusinessUrl: REFUSAL.googleUrlInvalid,
    });
  });

  it('accepts a complete sign-in and reports nothing', () => {
    expect(errorsOf(signInRequestSchema, { email: 'ana@example.com', password: 'x' })).toEqual({});
  });

  it('asks an employee for both username and password', () => {
    expect(
      Object.keys(errorsOf(employeeSignInRequestSchema, { username: '', password: '' })),
    ).toEqual(['username', 'password']);
  });
});
