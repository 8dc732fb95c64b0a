// /auth/invite?token=…: the business and address of an invitation, a password, Create account.
// Signed in afterwards; the auth layout then moves on to the dashboard.
import { useTranslation } from 'react-i18next';
import type { SessionResponse } from '@common/schemas/auth';
import { PageLoader } from '../../../components/page-loader';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormFields } from '../../../lib/use-form-fields';
import { useAcceptInvite, useInvitePreview } from '../api/accept-invite';
import { useAdminErrorText } from '../lib/error-text';
import { isAdmin } from '@common/policy';

const loadPasswordSchema = async () =>
  (await import('@common/schemas/admin')).acceptInviteRequestSchema.pick({ password: true });

export function InviteAccept({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: (session: SessionResponse) => void;
}) {
  const { t } = useTranslation();
  const show = useErrorText();
  const errorText = useAdminErrorText();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(onAccepted);
  const form = useFormFields(loadPasswordSchema, { password: '' }, 'invite');

  if (!token) return <Alert>{t('messages.inviteNotFound')}</Alert>;
  if (preview.isPending) return <PageLoader fullScreen={false} />;
  if (preview.isError) return <Alert>{errorText(preview.error, 'invite.errors.loadFailed')}</Alert>;

  const { email, businessName, role, locationNames } = preview.data;

  async function submit() {
    const body = await form.validate();
    if (body) accept.mutate({ token, password: body.password });
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!accept.isPending) void submit();
      }}
    >
      <p className="text-sm text-pretty text-muted-foreground">
        {t('invite.intro', {
          business: businessName,
          role: t(isAdmin(role) ? 'invite.roles.admin' : 'invite.roles.manager'),
        })}
      </p>
      {locationNames.length > 0 && (
        <p className="text-sm text-pretty text-muted-foreground">
          {t('invite.locations', { names: locationNames.join(', ') })}
        </p>
      )}
      <div>
        <p className="text-sm font-medium">{t('auth.fields.email')}</p>
        <p className="mt-1.5 rounded-xl bg-muted px-3.5 py-2.5 break-all">{email}</p>
      </div>
      <TextField
        {...form.bind('password')}
        label={t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        error={show(form.errors.password)}
      />
      <Alert>
        {accept.isError ? errorText(accept.error, 'auth.errors.signUpFailed') : undefined}
      </Alert>
      <Button type="submit" size="lg" className="w-full" pending={accept.isPending}>
        {t('auth.signUp.submit')}
      </Button>
    </form>
  );
}
