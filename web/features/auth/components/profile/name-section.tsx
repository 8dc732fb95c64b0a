// Your name, as the team sees it in the app.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FULL_NAME_MAX_LENGTH, type Profile } from '@common/schemas/account';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useToast } from '../../../../components/ui/toast';
import { useErrorText } from '../../../../lib/use-error-text';
import { useUpdateProfile } from '../../api/profile';
import { FormSection } from '../../../../components/ui/form-section';
import { useFormFailure } from './use-form-failure';

export function NameSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const show = useErrorText();
  const update = useUpdateProfile();
  const failure = useFormFailure('profile.errors.saveFailed');
  const [name, setName] = useState(profile.fullName ?? '');

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    failure.clear();
    update.mutate(
      { fullName: name.trim() || null },
      {
        onSuccess: () => toast({ tone: 'success', message: t('profile.name.saved') }),
        onError: (error) => failure.fail(error, () => save()),
      },
    );
  };

  return (
    <FormSection
      id="profile-name"
      title={t('profile.name.title')}
      description={t('profile.name.description')}
    >
      <form noValidate onSubmit={save} className="space-y-4">
        <TextField
          id="profile-full-name"
          label={t('profile.name.label')}
          value={name}
          onValueChange={setName}
          maxLength={FULL_NAME_MAX_LENGTH}
          autoComplete="name"
        />
        <Alert>{show(failure.error)}</Alert>
        <Button type="submit" pending={update.isPending}>
          {t('profile.save')}
        </Button>
      </form>
    </FormSection>
  );
}
