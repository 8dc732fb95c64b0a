// "Your account" (docs/accounts.md): name, address and password
// for managers and admins; the password for employees (their name and username are the
// manager's); signing out on every device for everyone.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/page-loader';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useProfile, useSignOutEverywhere } from '../api/profile';
import { EmailSection } from './profile/email-section';
import { NameSection } from './profile/name-section';
import { PasswordSection } from './profile/password-section';
import { FormSection } from '../../../components/ui/form-section';
import { useFormFailure } from './profile/use-form-failure';

function EverywhereSection() {
  const { t } = useTranslation();
  const show = useErrorText();
  const everywhere = useSignOutEverywhere();
  const failure = useFormFailure('auth.errors.signOutFailed');
  const run = () => everywhere.mutate(undefined, { onError: (error) => failure.fail(error, run) });
  return (
    <FormSection
      id="profile-everywhere"
      title={t('profile.everywhere.title')}
      description={t('profile.everywhere.description')}
    >
      <Alert>{show(failure.error)}</Alert>
      <Button variant="secondary" pending={everywhere.isPending} onClick={run}>
        {t('profile.everywhere.submit')}
      </Button>
    </FormSection>
  );
}

/** `children`: sections other features add (notification choices), after the account's own. */
export function ProfileScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const profile = useProfile();

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <title>{t('profile.metaTitle')}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('profile.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {profile.data?.kind === 'employee'
            ? t('profile.employeeSubtitle', { username: profile.data.username ?? '' })
            : t('profile.subtitle')}
        </p>
      </div>
      {profile.isPending && <PageLoader />}
      {profile.isError && (
        <div className="space-y-3">
          <Alert>{show(describeError(profile.error, 'profile.errors.loadFailed'))}</Alert>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {profile.data && (
        <>
          {profile.data.kind === 'user' && <NameSection profile={profile.data} />}
          {profile.data.kind === 'user' && <EmailSection profile={profile.data} />}
          <PasswordSection profile={profile.data} />
          {children}
          <EverywhereSection />
        </>
      )}
    </div>
  );
}
