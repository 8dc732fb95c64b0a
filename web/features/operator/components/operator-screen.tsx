// /operator (public, docs/product-rules.md §2): enter the operator token, see the instance status, refreshed every
// 30 seconds. The token stays in this tab's sessionStorage until "Forget token".
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useOperatorStatus } from '../api/get-status';
import { forgetOperatorToken, readOperatorToken, saveOperatorToken } from '../lib/operator-token';
import { StatusView } from './status-view';
import { TokenForm } from './token-form';

function refusalText(
  error: unknown,
): 'operator.errors.invalidToken' | 'operator.errors.notConfigured' | 'operator.errors.failed' {
  if (error instanceof ApiError && error.status === 401) return 'operator.errors.invalidToken';
  if (error instanceof ApiError && error.status === 404) return 'operator.errors.notConfigured';
  return 'operator.errors.failed';
}

export function OperatorScreen() {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(() => readOperatorToken());
  const status = useOperatorStatus(token);
  const refused =
    status.error instanceof ApiError &&
    (status.error.status === 401 || status.error.status === 404);

  function forget() {
    forgetOperatorToken();
    setToken(null);
  }

  if (token === null || refused) {
    return (
      <div className="mx-auto w-full max-w-md rounded-3xl border bg-card p-5 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t('operator.title')}</h1>
        <p className="mt-1.5 text-sm text-pretty text-muted-foreground">{t('operator.intro')}</p>
        <div className="mt-6">
          <TokenForm
            key={token ?? ''}
            pending={status.isFetching}
            error={refused ? t(refusalText(status.error)) : undefined}
            onSubmit={(value) => {
              saveOperatorToken(value);
              setToken(value);
            }}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('operator.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {status.dataUpdatedAt
              ? t('operator.updated', {
                  time: formatDateTime(
                    new Date(status.dataUpdatedAt).toISOString(),
                    currentLanguage(),
                  ),
                })
              : t('common.loading')}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            pending={status.isFetching}
            onClick={() => void status.refetch()}
          >
            {t('operator.refresh')}
          </Button>
          <Button variant="ghost" onClick={forget}>
            {t('operator.forget')}
          </Button>
        </div>
      </div>
      {status.isError && <Alert>{t(refusalText(status.error))}</Alert>}
      {status.data ? (
        <StatusView status={status.data} />
      ) : (
        status.isPending && <PageLoader fullScreen={false} />
      )}
    </div>
  );
}
