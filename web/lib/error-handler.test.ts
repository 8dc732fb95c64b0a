import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { ApiError } from './api-client';
import { errorToastText } from './error-handler';
import { logger } from './logger';
import { reportQueryError } from './error-reports';

describe('errorToastText (docs/product-rules.md §8)', () => {
  it('names a lost connection', () => {
    expect(errorToastText(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.network' });
    expect(errorToastText(new Error('Network request failed'))).toEqual({ key: 'errors.network' });
    expect(errorToastText(new ApiError(0, 'NETWORK', 'offline'))).toEqual({
      key: 'errors.network',
    });
  });

  it('asks to sign in again on an authentication error', () => {
    for (const message of ['auth/invalid-token', 'Request failed with 401', 'status 403']) {
      expect(errorToastText(new Error(message)), message).toEqual({
        key: 'errors.authentication',
      });
    }
    expect(errorToastText(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.'))).toEqual({
      key: 'errors.authentication',
    });
  });

  it('asks to check the input on a validation error', () => {
    expect(errorToastText(new Error('validation failed'))).toEqual({ key: 'errors.validation' });
    expect(errorToastText(new Error('Name is required'))).toEqual({ key: 'errors.validation' });
  });

  it('applies the rules in order: connection, then authentication, then input', () => {
    expect(errorToastText(new Error('Failed to fetch auth/session (401)'))).toEqual({
      key: 'errors.network',
    });
    expect(errorToastText(new Error('401: validation required'))).toEqual({
      key: 'errors.authentication',
    });
  });

  it('otherwise shows the supplied message, translated when it is a server text', () => {
    expect(errorToastText(new Error('The export is too large'))).toEqual({
      text: 'The export is too large',
    });
    expect(errorToastText('Plain string failure')).toEqual({ text: 'Plain string failure' });
    expect(errorToastText(new Error(MESSAGES.employeeNotFound))).toEqual({
      key: 'messages.employeeNotFound',
    });
  });

  it('falls back to the generic text when there is no message', () => {
    expect(errorToastText(new Error(''))).toEqual({ key: 'errors.generic' });
    expect(errorToastText(undefined)).toEqual({ key: 'errors.generic' });
  });
});

describe('reportQueryError', () => {
  it('only logs an expected refusal, as an api warning', () => {
    logger.clear();
    reportQueryError(new ApiError(404, 'NOT_FOUND', 'Employee not found'), {
      queryKey: ['employees', 'x'],
    });
    expect(logger.entries()).toEqual([
      expect.objectContaining({ level: 'warn', category: 'api', message: 'Employee not found' }),
    ]);
  });

  it('logs an unexpected failure as an error', () => {
    logger.clear();
    reportQueryError(new Error('x is undefined'), { options: {} });
    expect(logger.entries()).toEqual([
      expect.objectContaining({ level: 'error', category: 'error', message: 'x is undefined' }),
    ]);
  });
});
