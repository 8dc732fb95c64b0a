import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useEmployeeSignIn } from '../api/employee-sign-in';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { loadEmployeeSignInSchema } from '../lib/form-schemas';
import { AuthFormShell } from './auth-form-shell';

/** Username and password that the employee's manager set (docs/product-rules.md §1). */
export function EmployeeSignInForm() {
  const { t } = useTranslation();
  const show = useErrorText();
  const form = useFormFields(
    loadEmployeeSignInSchema,
    { username: '', password: '' },
    'employee-sign-in',
  );
  const signIn = useEmployeeSignIn();
  const { submit, serverError, rateLimit, pending } = useAuthSubmit(
    form.validate,
    signIn,
    'auth.errors.employeeSignInFailed',
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
        {...form.bind('username')}
        label={t('auth.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={show(form.errors.username)}
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
