// The employee's own QR code and public link, to show a customer or share in a message. The image
// comes from the server (it encodes the server's public address); the clipboard may refuse, in
// which case the link stays visible to copy by hand.
import { useState } from 'react';
import { Check, Copy, ExternalLink, QrCode } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/button';
import { qrApi } from '@common/api/qr';
import { hrefOf } from '../../../lib/api-client';
import { useOwnEmployee } from '../api/get-own-employee';

type CopyState = 'idle' | 'copied' | 'failed';

export function OwnQrCard({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation();
  const query = useOwnEmployee(employeeId);
  const [copy, setCopy] = useState<CopyState>('idle');
  const publicUrl = query.data?.publicUrl;

  const copyLink = async () => {
    if (!publicUrl) return;
    try {
      await navigator.clipboard.writeText(publicUrl);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section
      aria-labelledby="own-qr-title"
      className="flex flex-col items-center gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:flex-row sm:items-start"
    >
      <img
        src={hrefOf(qrApi.svg, { params: { id: employeeId } })}
        alt={t('employeeHome.qr.imageAlt')}
        width={176}
        height={176}
        className="size-44 shrink-0 rounded-xl border bg-white p-2"
      />
      <div className="w-full min-w-0 flex-1 space-y-3">
        <h2 id="own-qr-title" className="flex items-center gap-2 font-semibold">
          <QrCode aria-hidden="true" className="size-5 text-primary" />
          {t('employeeHome.qr.title')}
        </h2>
        <p className="text-sm text-pretty text-muted-foreground">{t('employeeHome.qr.body')}</p>
        {publicUrl ? (
          <>
            <p className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-all">{publicUrl}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="primary" size="sm" onClick={() => void copyLink()}>
                {copy === 'copied' ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                {t('employeeHome.qr.copy')}
              </Button>
              <a
                href={publicUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('secondary', 'sm')}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('employeeHome.qr.open')}
              </a>
            </div>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {query.isError ? t('employeeHome.qr.loadFailed') : t('employeeHome.qr.loading')}
          </p>
        )}
        <p role="status" className="text-sm text-muted-foreground">
          {copy === 'copied' && t('employeeHome.qr.copied')}
          {copy === 'failed' && t('employeeHome.qr.copyFailed')}
        </p>
      </div>
    </section>
  );
}
