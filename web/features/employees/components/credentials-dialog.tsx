// "Set sign-in": the username and password an employee signs in with (PUT .../credentials).
// Saving ends the employee's other sessions on the server, which the dialog says up front.
import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { employeeCredentialsRequestSchema } from '@common/schemas/auth';
import type { Employee } from '@common/schemas/employees';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { describeError, type ErrorText } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useSetEmployeeCredentials } from '../api/set-employee-credentials';
import { suggestUsername } from '../lib/employee-form';
import { CREDENTIAL_FIELD_MESSAGES, fieldOfError } from '../lib/server-errors';
import { FormFailure } from './form-failure';
import type { EmployeeDialogProps } from './employee-types';

const loadSchema = async () => employeeCredentialsRequestSchema;
const FALLBACK = 'employees.errors.signInFailed';

export function CredentialsDialog({ open, employee, onClose }: EmployeeDialogProps) {
  const { t } = useTranslation();
  const save = useSetEmployeeCredentials();
  return (
    <Dialog
      open={open && employee !== undefined}
      onClose={onClose}
      busy={save.isPending}
      title={t('employees.signIn.title', { name: employee?.name ?? '' })}
      description={t('employees.signIn.intro')}
    >
      {employee && (
        <CredentialsForm key={employee.id} employee={employee} save={save} onDone={onClose} />
      )}
    </Dialog>
  );
}

function CredentialsForm({
  employee,
  save,
  onDone,
}: {
  employee: Employee;
  save: ReturnType<typeof useSetEmployeeCredentials>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const toast = useToast();
  const form = useFormFields(
    loadSchema,
    { username: employee.username ?? suggestUsername(employee.name), password: '' },
    'employee-credentials',
  );
  const [failure, setFailure] = useState<{
    field: 'username' | 'password' | null;
    text: ErrorText;
  } | null>(null);

  async function submit() {
    const credentials = await form.validate();
    if (!credentials || save.isPending) return;
    setFailure(null);
    save.mutate(
      { id: employee.id, credentials },
      {
        onSuccess: () => {
          toast({ tone: 'success', message: t('employees.toasts.signInSaved') });
          onDone();
        },
        onError: (error) => {
          const field = fieldOfError(error, CREDENTIAL_FIELD_MESSAGES);
          setFailure({ field, text: describeError(error, FALLBACK) });
          if (field) document.getElementById(form.fieldId(field))?.focus();
        },
      },
    );
  }

  const serverErrorOf = (field: 'username' | 'password') =>
    failure?.field === field ? failure.text : undefined;
  const edit = (field: 'username' | 'password') => (value: string) => {
    form.setField(field, value);
    if (failure?.field === field) setFailure(null);
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {employee.username && (
        <p className="text-sm">{t('employees.signIn.current', { username: employee.username })}</p>
      )}
      <TextField
        {...form.bind('username')}
        onValueChange={edit('username')}
        data-autofocus=""
        label={t('employees.signIn.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        error={show(form.errors.username ?? serverErrorOf('username'))}
      />
      <TextField
        {...form.bind('password')}
        onValueChange={edit('password')}
        type="password"
        label={t('employees.signIn.password')}
        hint={t('employees.signIn.passwordHint')}
        autoComplete="new-password"
        error={show(form.errors.password ?? serverErrorOf('password'))}
      />
      <p className="flex items-start gap-2.5 rounded-xl border border-warning/30 bg-warning-soft px-3.5 py-3 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>{t('employees.signIn.signsOut')}</span>
      </p>
      <FormFailure title={FALLBACK} detail={failure && !failure.field ? failure.text : null} />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" pending={save.isPending}>
          {t('employees.signIn.submit')}
        </Button>
      </div>
    </form>
  );
}
