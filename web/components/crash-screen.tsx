// The crash screen of docs/product-rules.md §2: 'Something went wrong', an error ID (also sent to error reporting
// as the error_id tag) and the message, with Try Again, Copy Details and Download, plus Reload
// Page and a link home. Works in both themes and down to 360 px (the buttons wrap).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@common/constants';
import { crashMessage, type CrashRecord } from '../lib/crash-record';
import { buttonClass } from './ui/button';

export function crashDetails(error: unknown, record: CrashRecord): string {
  const lines = [
    `${PRODUCT_NAME} error report`,
    `Error ID: ${record.id}`,
    `Message: ${crashMessage(error)}`,
    `URL: ${typeof location === 'undefined' ? '' : location.href}`,
    `Time: ${record.time}`,
    `User agent: ${typeof navigator === 'undefined' ? '' : navigator.userAgent}`,
  ];
  if (error instanceof Error && error.stack) lines.push('', 'Stack:', error.stack);
  return `${lines.join('\n')}\n`;
}

type Status = 'copied' | 'copyFailed' | 'downloaded';

export interface CrashScreenProps {
  error: unknown;
  record: CrashRecord;
  onRetry: () => void;
}

/** Loaded when needed (crash-boundary.tsx), so it weighs nothing on the first download. */
export function CrashScreen({ error, record, onRetry }: CrashScreenProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status | null>(null);

  const copy = () => {
    navigator.clipboard.writeText(crashDetails(error, record)).then(
      () => setStatus('copied'),
      () => setStatus('copyFailed'),
    );
  };
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([crashDetails(error, record)], { type: 'text/plain;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `reviewtrace-error-${record.id}.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus('downloaded');
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col justify-center px-4 py-12">
      <title>{t('crash.metaTitle')}</title>
      <div className="rounded-2xl border border-destructive/40 bg-card p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-balance">{t('crash.title')}</h1>
        <p className="mt-5 text-sm">
          {t('crash.errorId')}:{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono font-semibold select-all">
            {record.id}
          </code>
        </p>
        <p className="mt-3 max-h-40 overflow-auto rounded-lg bg-destructive-soft p-3 font-mono text-sm break-words whitespace-pre-wrap">
          {crashMessage(error)}
        </p>
        <div className="mt-6 flex flex-wrap gap-2">
          <button type="button" onClick={onRetry} className={buttonClass()}>
            {t('common.tryAgain')}
          </button>
          <button type="button" onClick={copy} className={buttonClass('secondary')}>
            {t('crash.copy')}
          </button>
          <button type="button" onClick={download} className={buttonClass('secondary')}>
            {t('crash.download')}
          </button>
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm font-medium">
          {status && t(`crash.${status}`)}
        </p>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 border-t pt-4 text-sm">
          <button
            type="button"
            onClick={() => location.reload()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('crash.reload')}
          </button>
          <a href="/" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('notFound.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
