// Your sign-in address: a new one counts only once its confirmation link is followed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@common/schemas/auth';
import type { Profile } from '@common/schemas/account';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { type ErrorText } from '../../../../lib/describe-error';
import { describeMessage } from '../../../../lib/describe-message';
import { useErrorText } from '../../../../lib/use-error-text';
import { useChangeEmail } from '../../api/profile';
import { FormSection } from '../../../../components/ui/form-section';
import { ReauthLink } from './reauth-link';
import { useFormFailure } from './use-form-failure';

export function EmailSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const change = useChangeEmail();
  const failure = useFormFailure('profile.errors.saveFailed');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<ErrorText | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(describeMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setFieldError(null);
    failure.clear();
    change.mutate(
      { email: parsed.data, currentPassword: password || '-' },
      {
        onSuccess: () => {
          setSentTo(parsed.data);
          setEmail('');
          setPassword('');
        },
        onError: (error) => failure.fail(error, () => submit()),
      },
    );
  };

  const pending = sentTo ?? profile.pendingEmail;
  return (
    <FormSection
      id="profile-email"
      title={t('profile.email.title')}
      description={t('profile.email.description')}
    >
      <p className="text-sm">
        {t('profile.email.current')}{' '}
        <strong className="font-semibold break-all">{profile.email}</strong>
      </p>
      {pending && (
        <p role="status" className="rounded-xl bg-primary/5 p-3 text-sm">
          {t('profile.email.pending', { email: pending })}
        </p>
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          id="profile-new-email"
          label={t('profile.email.new')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          onValueChange={setEmail}
          error={show(fieldError)}
        />
        {profile.hasPassword && (
          <TextField
            id="profile-email-password"
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
        )}
        <Alert>{show(failure.error)}</Alert>
        {failure.code === 'REAUTH_REQUIRED' && <ReauthLink />}
        <Button type="submit" pending={change.isPending}>
          {t('profile.email.submit')}
        </Button>
      </form>
    </FormSection>
  );
}
