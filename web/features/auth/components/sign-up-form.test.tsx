// Moved from the accounts journey: the sign-up form's own messages for invalid input, shown
// before anything is sent, in each language.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import sr from '../../../locales/sr.json';
import { draw } from '../../../testing/render';
import { SignUpForm } from './sign-up-form';

afterEach(() => vi.unstubAllGlobals());

describe('the sign-up form', () => {
  for (const [language, texts] of [
    ['en', en],
    ['sr', sr],
  ] as const) {
    it(`shows the documented messages for invalid input and sends nothing (${language})`, async () => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      await draw(<SignUpForm />, { language });
      const user = userEvent.setup();
      const { messages } = texts;
      await user.type(screen.getByLabelText(texts.auth.fields.email), 'not-an-email');
      await user.type(screen.getByLabelText(texts.auth.fields.password), '123');
      await user.type(
        screen.getByLabelText(texts.auth.fields.googleBusinessUrl),
        'https://example.com',
      );
      await user.click(screen.getByRole('button', { name: texts.auth.signUp.submit }));
      for (const message of [messages.invalidEmail, messages.passwordTooShort]) {
        expect(await screen.findByText(message)).toBeTruthy();
      }
      expect(
        await screen.findByText((text) => text.startsWith(messages.googleUrlInvalid)),
      ).toBeTruthy();
      expect(fetch).not.toHaveBeenCalled();
    });
  }
});
