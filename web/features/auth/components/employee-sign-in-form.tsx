import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { useEmployeeSignIn } from '../api/employee-sign-in';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../hooks/use-form-fields';
import { useRateLimit } from '../hooks/use-rate-limit';
import { describeError, type ErrorText } from '../../../lib/describe-error';
import { loadEmployeeSignInSchema } from '../lib/form-schemas';
import { AuthFormShell } from './auth-form-shell';

/** Username and password that the employee's manager set (SPEC §1). */
export function EmployeeSignInForm() {
  const { t } = useTranslation();
  const show = useErrorText();
  const form = useFormFields(
    loadEmployeeSignInSchema,
    { username: '', password: '' },
    'employee-sign-in',
  );
  const signIn = useEmployeeSignIn();
  const rateLimit = useRateLimit();
  const [serverError, setServerError] = useState<ErrorText | null>(null);

  async function submit() {
    const body = await form.validate();
    if (!body) return;
    setServerError(null);
    signIn.mutate(body, {
      onError: (error) => {
        if (!rateLimit.trip(error)) {
          setServerError(describeError(error, 'auth.errors.employeeSignInFailed'));
        }
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
        id={form.fieldId('username')}
        label={t('auth.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={form.values.username}
        onValueChange={(value) => form.setField('username', value)}
        error={show(form.errors.username)}
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
