import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useSignUp } from '../api/sign-up';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../hooks/use-form-fields';
import { useRateLimit } from '../hooks/use-rate-limit';
import { describeError, type ErrorText } from '../../../lib/describe-error';
import { loadSignUpSchema } from '../lib/form-schemas';
import { AuthFormShell } from './auth-form-shell';

/** Creates the account together with its business, found from its Google Business URL. */
export function SignUpForm() {
  const { t } = useTranslation();
  const show = useErrorText();
  const form = useFormFields(
    loadSignUpSchema,
    { email: '', password: '', googleBusinessUrl: '' },
    'sign-up',
  );
  const signUp = useSignUp();
  const rateLimit = useRateLimit();
  const [serverError, setServerError] = useState<ErrorText | null>(null);

  async function submit() {
    const body = await form.validate();
    if (!body) return;
    setServerError(null);
    signUp.mutate(body, {
      onError: (error) => {
        if (!rateLimit.trip(error))
          setServerError(describeError(error, 'auth.errors.signUpFailed'));
      },
    });
  }

  return (
    <AuthFormShell
      submitLabel={t('auth.signUp.submit')}
      onSubmit={submit}
      pending={signUp.isPending}
      rateLimit={rateLimit}
      serverError={show(serverError)}
    >
      <TextField
        id={form.fieldId('email')}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={form.values.email}
        onValueChange={(value) => form.setField('email', value)}
        error={show(form.errors.email)}
      />
      <TextField
        id={form.fieldId('password')}
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        value={form.values.password}
        onValueChange={(value) => form.setField('password', value)}
        error={show(form.errors.password)}
      />
      <TextField
        id={form.fieldId('googleBusinessUrl')}
        label={t('auth.fields.googleBusinessUrl')}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://maps.app.goo.gl/…"
        hint={t('auth.fields.googleBusinessUrlHint')}
        value={form.values.googleBusinessUrl}
        onValueChange={(value) => form.setField('googleBusinessUrl', value)}
        error={show(form.errors.googleBusinessUrl)}
      />
    </AuthFormShell>
  );
}
