import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useSignUp } from '../api/sign-up';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useAuthSubmit } from '../hooks/use-auth-submit';
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
  const { submit, serverError, rateLimit, pending } = useAuthSubmit(
    form.validate,
    signUp,
    'auth.errors.signUpFailed',
  );

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
        hint={t('auth.fields.passwordHint')}
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
    </AuthFormShell>
  );
}
