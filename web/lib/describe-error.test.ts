// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MESSAGES, REFUSAL } from '@common/messages';
import { ApiError } from './api-client';
import en from '../locales/en.json';
import sr from '../locales/sr.json';
import dashboardEn from '../locales/dashboard/en.json';
import dashboardSr from '../locales/dashboard/sr.json';
import { describeError } from './describe-error';
import { describeMessage } from './describe-message';
import { emailSchema } from '@common/schemas/auth';

describe('server messages in the interface language', () => {
  // The texts a signed-out visitor can meet are in the core catalogue; the rest load with the
  // signed-in areas' catalogue, off the sign-in page's JavaScript budget.
  it('has an English catalogue entry identical to every server text, and a Serbian one', () => {
    const english: Record<string, string> = { ...dashboardEn.messages, ...en.messages };
    const serbian: Record<string, string> = { ...dashboardSr.messages, ...sr.messages };
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(english[key], key).toBe(text);
      expect(serbian[key], key).toBeTruthy();
    }
  });

  it('words a shared schema refusal by the name it carries, not by English words', () => {
    const issue = emailSchema.safeParse('not an address').error?.issues[0];
    expect(issue?.message).toBe(REFUSAL.invalidEmail);
    expect(describeMessage(issue?.message ?? '')).toEqual({ key: 'messages.invalidEmail' });
  });

  it('translates a known text and passes an unknown one through', () => {
    expect(describeMessage(MESSAGES.googleUrlInvalid)).toEqual({
      key: 'messages.googleUrlInvalid',
    });
    expect(describeMessage('Business is archived')).toEqual({ text: 'Business is archived' });
  });
});

describe('describeError', () => {
  const fallback = 'auth.errors.signInFailed' as const;

  it('translates the 409 answer of a taken email', () => {
    const error = new ApiError(409, 'EMAIL_TAKEN', MESSAGES.emailTaken, undefined, {
      error: { key: 'messages.emailTaken' },
    });
    expect(describeError(error, fallback)).toEqual({ key: 'messages.emailTaken' });
  });

  it('never shows the English text of a refusal that came without a key', () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'Unexpected field');
    expect(describeError(error, fallback)).toEqual({ key: fallback });
  });

  it('words a refusal by its code with the values the server sent', () => {
    const body = {
      error: {
        code: 'EMPLOYEE_NAME_SIMILAR',
        key: 'errors.codes.EMPLOYEE_NAME_SIMILAR',
        message: 'Did you mean Ana?',
        params: { name: 'Ana' },
      },
    };
    const error = new ApiError(409, 'EMPLOYEE_NAME_SIMILAR', 'Did you mean Ana?', undefined, body);
    expect(describeError(error, fallback)).toEqual({
      key: 'errors.codes.EMPLOYEE_NAME_SIMILAR',
      params: { name: 'Ana' },
    });
  });

  it('shows the wording of a 503 the server explains (mail cannot be sent)', () => {
    const body = {
      error: {
        code: 'SERVICE_UNAVAILABLE',
        key: 'messages.mailUnavailable',
        message: MESSAGES.mailUnavailable,
      },
    };
    const error = new ApiError(
      503,
      'SERVICE_UNAVAILABLE',
      MESSAGES.mailUnavailable,
      undefined,
      body,
    );
    expect(describeError(error, fallback)).toEqual({ key: 'messages.mailUnavailable' });
  });

  it('says the server could not be reached when the request never arrived', () => {
    expect(describeError(new ApiError(0, 'NETWORK_ERROR', 'x'), fallback)).toEqual({
      key: 'errors.network',
    });
  });

  it('shows the generic text for server failures', () => {
    expect(describeError(new ApiError(500, 'INTERNAL', 'Internal Server Error'), fallback)).toEqual(
      { key: 'errors.unexpected' },
    );
  });

  it("falls back to the action's own text when no message is given", () => {
    expect(describeError(new Error(''), fallback)).toEqual({ key: fallback });
    expect(describeError('boom', 'auth.errors.signOutFailed')).toEqual({
      key: 'auth.errors.signOutFailed',
    });
  });
});
