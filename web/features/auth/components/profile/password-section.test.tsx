// A Google account setting its first password with a session older than ten minutes: the form says
// why in the reader's language and offers "Continue with Google", which comes back to the profile.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@common/schemas/account';
import { ErrorHandlingProvider } from '../../../../components/error-handling-provider';
import { ToastProvider } from '../../../../components/ui/toast';
import core from '../../../../locales/en.json';
import dashboard from '../../../../locales/dashboard/en.json';
import srDashboard from '../../../../locales/dashboard/sr.json';
import { draw } from '../../../../testing/render';
import { PasswordSection } from './password-section';

afterEach(() => vi.unstubAllGlobals());

const googleOnly = { hasPassword: false } as Profile;

describe('setting a password on a Google account', () => {
  for (const [language, texts] of [
    ['en', dashboard],
    ['sr', srDashboard],
  ] as const) {
    it(`asks for a fresh Google sign-in when the server wants one (${language})`, async () => {
      const message = texts.messages.reauthRequired;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          Response.json(
            { error: { code: 'REAUTH_REQUIRED', key: 'errors.codes.REAUTH_REQUIRED', message } },
            { status: 403 },
          ),
        ),
      );
      await draw(
        <ErrorHandlingProvider>
          <ToastProvider>
            <PasswordSection profile={googleOnly} />
          </ToastProvider>
        </ErrorHandlingProvider>,
        { language, parts: ['dashboard'] },
      );
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(texts.profile.password.new), 'nova-lozinka');
      await user.click(screen.getByRole('button', { name: texts.profile.password.setSubmit }));
      expect(await screen.findByText(texts.errors.codes.REAUTH_REQUIRED)).toBeTruthy();
      const link = screen.getByRole('link');
      expect(link.getAttribute('href')).toBe('/api/auth/google/start?returnTo=%2Fprofile');
      if (language === 'en') expect(link.textContent).toBe(core.auth.google.continue);
    });
  }
});
