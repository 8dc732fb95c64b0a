import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useSignIn } from '../api/sign-in';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loadSignInSchema } from '../lib/form-schemas';
import { AuthFormShell } from './auth-form-shell';

/** Email and password sign-in (SPEC §2); a success updates the session and the page moves on. */
export function SignInForm() {
  const { t } = useTranslation();
  const show = useErrorText();
  const form = useFormFields(loadSignInSchema, { email: '', password: '' }, 'sign-in');
  const signIn = useSignIn();
  const { submit, serverError, rateLimit, pending } = useAuthSubmit(
    form.validate,
    signIn,
    'auth.errors.signInFailed',
  );

  return (
    <AuthFormShell
      submitLabel={t('auth.signIn.submit')}
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
        autoComplete="current-password"
        error={show(form.errors.password)}
      />
    </AuthFormShell>
  );
}
