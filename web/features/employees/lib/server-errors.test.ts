// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { ApiError } from '../../../lib/api-client';
import { CREDENTIAL_FIELD_MESSAGES, EMPLOYEE_FIELD_MESSAGES, fieldOfError } from './server-errors';

describe('fieldOfError', () => {
  it('puts a taken employee name under Name (409 EMPLOYEE_NAME_TAKEN)', () => {
    const error = new ApiError(409, 'EMPLOYEE_NAME_TAKEN', MESSAGES.employeeNameTaken, undefined, {
      error: { key: 'messages.employeeNameTaken' },
    });
    expect(fieldOfError(error, EMPLOYEE_FIELD_MESSAGES)).toBe('name');
  });

  it('puts the name rules of a 400 under Name too', () => {
    for (const message of [MESSAGES.employeeNameRequired, MESSAGES.employeeNameTooShort]) {
      const name = Object.entries(MESSAGES).find(([, text]) => text === message)?.[0];
      const body = { error: { key: `messages.${name}` } };
      const error = new ApiError(400, 'VALIDATION_FAILED', message, undefined, body);
      expect(fieldOfError(error, EMPLOYEE_FIELD_MESSAGES)).toBe('name');
    }
  });

  it('puts a taken username under Username and a short password under Password', () => {
    const taken = new ApiError(409, 'USERNAME_TAKEN', MESSAGES.usernameTaken, undefined, {
      error: { key: 'messages.usernameTaken' },
    });
    const short = new ApiError(400, 'VALIDATION_FAILED', MESSAGES.passwordTooShort, undefined, {
      error: { key: 'messages.passwordTooShort' },
    });
    expect(fieldOfError(taken, CREDENTIAL_FIELD_MESSAGES)).toBe('username');
    expect(fieldOfError(short, CREDENTIAL_FIELD_MESSAGES)).toBe('password');
  });

  it('leaves other failures to the whole form', () => {
    expect(fieldOfError(new ApiError(500, 'INTERNAL', 'Internal'), EMPLOYEE_FIELD_MESSAGES)).toBe(
      null,
    );
    expect(fieldOfError(new ApiError(0, 'NETWORK_ERROR', 'x'), EMPLOYEE_FIELD_MESSAGES)).toBe(null);
    expect(
      fieldOfError(
        new ApiError(409, 'USERNAME_TAKEN', MESSAGES.usernameTaken, undefined, {
          error: { key: 'messages.usernameTaken' },
        }),
        EMPLOYEE_FIELD_MESSAGES,
      ),
    ).toBe(null);
    expect(fieldOfError('not an error', EMPLOYEE_FIELD_MESSAGES)).toBe(null);
  });
});
