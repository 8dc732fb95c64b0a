// After sign-up, or a sign-in refused because the address is not confirmed yet: where the link
// went, and a way to send it again (the server answers the same for any address).
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useResendConfirmation } from '../api/account-mail';

export function CheckEmailNotice({ email, onBack }: { email: string; onBack?: () => void }) {
  const { t, i18n } = useTranslation();
  const resend = useResendConfirmation();
  return (
    <section
      aria-labelledby="check-email-title"
      className="space-y-3 rounded-2xl border border-primary/30 bg-primary/5 p-4"
    >
      <div role="status">
        <h2 id="check-email-title" className="flex items-center gap-2 font-semibold">
          <MailCheck aria-hidden="true" className="size-4 text-primary" />
          {t('account.confirm.title')}
        </h2>
        <p className="mt-1 text-sm text-pretty">{t('account.confirm.sentTo', { email })}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('messages.emailNotConfirmed')}</p>
      </div>
      <p aria-live="polite" className="text-sm font-medium">
        {resend.isSuccess && t('account.confirm.resent')}
        {resend.isError && t('account.confirm.resendFailed')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          pending={resend.isPending}
          onClick={() => resend.mutate({ email, locale: i18n.language === 'sr' ? 'sr' : 'en' })}
        >
          {t('account.confirm.resend')}
        </Button>
        {onBack && (
          <Button variant="ghost" onClick={onBack}>
            {t('account.confirm.toSignIn')}
          </Button>
        )}
      </div>
    </section>
  );
}
