import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useSignIn } from '../api/sign-in';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../hooks/use-form-fields';
import { useRateLimit } from '../hooks/use-rate-limit';
import { describeError, type ErrorText } from '../../../lib/describe-error';
import { loadSignInSchema } from '../lib/form-schemas';
import { AuthFormShell } from './auth-form-shell';

/** Email and password sign-in (SPEC §2); a success updates the session and the page moves on. */
export function SignInForm() {
  const { t } = useTranslation();
  const show = useErrorText();
  const form = useFormFields(loadSignInSchema, { email: '', password: '' }, 'sign-in');
  const signIn = useSignIn();
  const rateLimit = useRateLimit();
  const [serverError, setServerError] = useState<ErrorText | null>(null);

  async function submit() {
    const body = await form.validate();
    if (!body) return;
    setServerError(null);
    signIn.mutate(body, {
      onError: (error) => {
        if (!rateLimit.trip(error))
          setServerError(describeError(error, 'auth.errors.signInFailed'));
      },
    });
  }

  return (
    <AuthFormShell
      submitLabel={t('auth.signIn.submit')}
      onSubmit={submit}
      pending={signIn.isPending}
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
        autoComplete="current-password"
        value={form.values.password}
        onValueChange={(value) => form.setField('password', value)}
        error={show(form.errors.password)}
      />
    </AuthFormShell>
  );
}
