// A new password (the current one first, when there is one); the other devices are signed out.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@common/schemas/auth';
import type { Profile } from '@common/schemas/account';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useToast } from '../../../../components/ui/toast';
import { type ErrorText } from '../../../../lib/describe-error';
import { describeMessage } from '../../../../lib/describe-message';
import { useErrorText } from '../../../../lib/use-error-text';
import { useChangePassword } from '../../api/profile';
import { FormSection } from '../../../../components/ui/form-section';
import { ReauthLink } from './reauth-link';
import { useFormFailure } from './use-form-failure';

export function PasswordSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const show = useErrorText();
  const change = useChangePassword();
  const failure = useFormFailure('profile.errors.saveFailed');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [fieldError, setFieldError] = useState<ErrorText | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = passwordSchema.safeParse(next);
    if (!parsed.success) {
      setFieldError(describeMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFieldError(null);
    failure.clear();
    change.mutate(
      { currentPassword: current || '-', newPassword: parsed.data },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          toast({ tone: 'success', message: t('profile.password.changed') });
        },
        onError: (error) => failure.fail(error, () => submit()),
      },
    );
  };

  return (
    <FormSection
      id="profile-password"
      title={t(profile.hasPassword ? 'profile.password.title' : 'profile.password.setTitle')}
      description={t(
        profile.hasPassword ? 'profile.password.description' : 'profile.password.setDescription',
      )}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {profile.hasPassword && (
          <TextField
            id="profile-current-password"
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onValueChange={setCurrent}
          />
        )}
        <TextField
          id="profile-new-password"
          label={t('profile.password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          value={next}
          onValueChange={setNext}
          error={show(fieldError)}
        />
        <Alert>{show(failure.error)}</Alert>
        {failure.code === 'REAUTH_REQUIRED' && <ReauthLink />}
        <Button type="submit" pending={change.isPending}>
          {t(profile.hasPassword ? 'profile.password.submit' : 'profile.password.setSubmit')}
        </Button>
      </form>
    </FormSection>
  );
}
