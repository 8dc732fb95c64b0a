// The page an alert mail's "stop these emails" link opens (docs/notifications.md "Alert mails"):
// it asks first, so a mail scanner that opens every link stops nothing, then says what stopped.
// It works signed out; the mail token in the link is its only key.
import { MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useUnsubscribe } from '../api/unsubscribe';

export function UnsubscribeScreen({ token, what }: { token: string; what: 'alerts' | 'digest' }) {
  const { t } = useTranslation();
  const show = useErrorText();
  const stop = useUnsubscribe();
  const done = stop.data;
  return (
    <div className="mx-auto max-w-md space-y-5 rounded-2xl border bg-card p-6 shadow-sm">
      <MailX aria-hidden="true" className="size-8 text-primary" />
      <h1 className="text-2xl font-bold tracking-tight">
        {t(done ? 'unsubscribe.doneTitle' : `unsubscribe.title.${what}`)}
      </h1>
      {done ? (
        <p role="status" className="text-pretty text-muted-foreground">
          {t(`unsubscribe.done.${done.what}`, { email: done.email })}
        </p>
      ) : (
        <>
          <p className="text-pretty text-muted-foreground">{t(`unsubscribe.body.${what}`)}</p>
          <Alert>
            {!token
              ? t('messages.unsubscribeLinkInvalid')
              : stop.isError
                ? show(describeError(stop.error, 'profile.errors.saveFailed'))
                : undefined}
          </Alert>
          <Button
            size="lg"
            className="w-full"
            disabled={!token}
            pending={stop.isPending}
            onClick={() => stop.mutate({ token, what })}
          >
            {t(`unsubscribe.stop.${what}`)}
          </Button>
        </>
      )}
      <p className="text-sm text-muted-foreground">{t('unsubscribe.preferences')}</p>
    </div>
  );
}
