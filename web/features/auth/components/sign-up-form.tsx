import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useSignUp } from '../api/sign-up';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { currentLanguage } from '../../../lib/i18n';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loadLinkNamesBusiness, loadSignUpSchema } from '../lib/form-schemas';
import { AuthFormShell } from './auth-form-shell';
import { CheckEmailNotice } from './check-email-notice-lazy';

/**
 * Creates the account together with its business, found from its Google Business URL, then says
 * where the confirmation link went (signing in waits for it).
 */
export function SignUpForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const form = useFormFields(
    loadSignUpSchema,
    { email: '', password: '', googleBusinessUrl: '', businessName: '' },
    'sign-up',
  );
  const signUp = useSignUp();
  // A link that does not name its place (a short link) would name the business "My Business":
  // the form then offers a name field (optional; Settings can rename it later).
  const [unnamedLink, setUnnamedLink] = useState<string | null>(null);
  const url = form.values.googleBusinessUrl;
  const askName = url.trim() !== '' && unnamedLink === url;
  useEffect(() => {
    let current = true;
    void loadLinkNamesBusiness().then((namesIt) => {
      if (current && url.trim() !== '' && !namesIt(url)) setUnnamedLink(url);
    });
    return () => {
      current = false;
    };
  }, [url]);
  const locale = currentLanguage();
  const { submit, serverError, rateLimit, pending } = useAuthSubmit(
    async () => {
      const body = await form.validate();
      return body ? { ...body, locale } : null;
    },
    signUp,
    'auth.errors.signUpFailed',
  );

  if (signUp.data) return <CheckEmailNotice email={signUp.data.email} onBack={onDone} />;

  return (
    <AuthFormShell
      submitLabel={t('auth.signUp.submit')}
      onSubmit={submit}
      pending={pending}
      rateLimit={rateLimit}
      serverError={show(serverError)}
    >
      <TextField
        {...form.bind('email')}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={show(form.errors.email)}
      />
      <TextField
        {...form.bind('password')}
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        // The rule once: as a hint until broken, then only as the error.
        hint={form.errors.password ? undefined : t('auth.fields.passwordHint')}
        error={show(form.errors.password)}
      />
      <TextField
        {...form.bind('googleBusinessUrl')}
        label={t('auth.fields.googleBusinessUrl')}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://maps.app.goo.gl/…"
        hint={t('auth.fields.googleBusinessUrlHint')}
        error={show(form.errors.googleBusinessUrl)}
      />
      {(askName || form.errors.businessName || form.values.businessName) && (
        <TextField
          {...form.bind('businessName')}
          label={t('auth.fields.businessName')}
          autoComplete="organization"
          hint={t('messages.businessNameNeeded')}
          error={show(form.errors.businessName)}
        />
      )}
    </AuthFormShell>
  );
}
