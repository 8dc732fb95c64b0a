import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useSignIn } from '../api/sign-in';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loadSignInSchema } from '../lib/form-schemas';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@common/paths';
import { AuthFormShell } from './auth-form-shell';
import { CheckEmailNotice } from './check-email-notice-lazy';

/** Email and password sign-in (docs/product-rules.md §2); a success updates the session and the page moves on. */
export function SignInForm() {
  const { t } = useTranslation();
  const show = useErrorText();
  // The confirmation page links here with the address just confirmed (?email=).
  const email = useSearchParams()[0].get('email') ?? '';
  const form = useFormFields(loadSignInSchema, { email, password: '' }, 'sign-in');
  const signIn = useSignIn();
  const { submit, serverError, errorCode, rateLimit, pending } = useAuthSubmit(
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
      resetPasswordHref={paths.forgotPassword}
      serverError={errorCode === 'EMAIL_NOT_CONFIRMED' ? undefined : show(serverError)}
      notice={
        errorCode === 'EMAIL_NOT_CONFIRMED' ? (
          <CheckEmailNotice email={form.values.email.trim()} />
        ) : undefined
      }
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
      <p className="-mt-3 text-right text-sm">
        <Link
          to={paths.forgotPassword}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('auth.forgotLink')}
        </Link>
      </p>
    </AuthFormShell>
  );
}
