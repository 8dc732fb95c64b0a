// /admin: sign-ins locked after too many failed attempts (docs/product-rules.md §8 rate limit), each with a
// Reset Limit button. The result of a reset is confirmed in a status line.
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { Alert } from '../../../components/ui/alert';
import { SuccessNotice } from '../../../components/ui/success-notice';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/describe-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useLockouts } from '../api/get-lockouts';
import { LockoutRow } from './lockout-row';

export function LockoutList() {
  const { t } = useTranslation();
  const show = useErrorText();
  const lockouts = useLockouts();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  return (
    <section aria-labelledby="lockouts-title" className="space-y-5">
      <title>{t('admin.metaTitle')}</title>
      <div>
        <h1 id="lockouts-title" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
          {t('admin.lockouts.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-pretty text-muted-foreground">
          {t('admin.lockouts.intro')}
        </p>
      </div>

      <SuccessNotice>{notice?.tone === 'success' ? notice.text : undefined}</SuccessNotice>
      <Alert>{notice?.tone === 'error' ? notice.text : undefined}</Alert>

      {lockouts.isPending ? (
        <PageLoader fullScreen={false} />
      ) : lockouts.isError ? (
        <div className="space-y-4">
          <Alert>{show(describeError(lockouts.error, 'admin.lockouts.errors.loadFailed'))}</Alert>
          <Button variant="secondary" onClick={() => void lockouts.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : lockouts.data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-12 text-center">
          <ShieldCheck aria-hidden="true" className="size-8 text-success" />
          <p className="mt-3 font-semibold">{t('admin.lockouts.emptyTitle')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('admin.lockouts.emptyBody')}</p>
        </div>
      ) : (
        <ul className="divide-y rounded-2xl border bg-card shadow-sm">
          {lockouts.data.items.map((lockout) => (
            <LockoutRow
              key={lockout.key}
              lockout={lockout}
              onReset={(text) => setNotice({ tone: 'success', text })}
              onError={(text) => setNotice({ tone: 'error', text })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
