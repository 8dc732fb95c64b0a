import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { describeError } from '../../lib/describe-error';
import { useErrorText } from '../../lib/use-error-text';

/**
 * The session check itself failed (server down, network gone): docs/accounts.md's 'Failed to load user
 * data', what went wrong in words, and a retry.
 */
export function SessionError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const show = useErrorText();
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-4">
      <h1 className="text-lg font-semibold">{t('auth.errors.sessionFailed')}</h1>
      <Alert>{show(describeError(error, 'auth.errors.sessionFailed'))}</Alert>
      <Button variant="secondary" className="self-start" onClick={retry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
