// Environment, User, Performance and Error reporting: read-only facts for the developer.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isErrorReportingEnabled } from '../../../lib/error-reporting';
import { useDebugText } from '../lib/debug-text';
import { collectEnvironment } from '../lib/environment';
import { collectPerformance, type PerformanceInfo } from '../lib/performance-info';
import type { DebugSession } from '../lib/types';
import { KeyValueList } from './parts';

export function EnvironmentTab({ language }: { language: string }) {
  const t = useDebugText();
  const env = collectEnvironment(language);
  return (
    <KeyValueList
      items={[
        [t('env.mode'), env.mode],
        [t('env.version'), env.version],
        [t('env.language'), env.language],
        [t('env.theme'), env.theme],
        [t('env.userAgent'), env.userAgent],
        [t('env.viewport'), env.viewport],
        [t('env.apiBase'), env.apiBase],
      ]}
    />
  );
}

/** The session as the app holds it: identity, role, permissions, expiry. Never a token. */
export function UserTab({ session }: { session: DebugSession }) {
  const t = useDebugText();
  if (session.isPending) return <p className="text-sm">{t('user.loading')}</p>;
  if (session.error) {
    return (
      <p className="text-sm text-destructive">
        {t('common.error', { message: session.error.message })}
      </p>
    );
  }
  const data = session.data;
  if (!data) return <p className="text-sm">{t('user.signedOut')}</p>;
  return (
    <div className="space-y-3">
      <KeyValueList
        items={[
          [t('user.kind'), data.kind],
          [t('user.email'), data.user.email],
          [t('user.role'), data.user.role],
          [t('user.business'), data.business ? `${data.business.name} (${data.business.id})` : '—'],
          [t('user.employee'), data.employee ? `${data.employee.name} (${data.employee.id})` : '—'],
          [t('user.username'), data.employee?.username ?? '—'],
          [t('user.expiresAt'), data.expiresAt],
          [t('user.permissions'), data.permissions.join(', ')],
        ]}
      />
      <p className="text-xs text-muted-foreground">{t('user.noTokens')}</p>
    </div>
  );
}

export function PerformanceTab() {
  const t = useDebugText();
  const [info, setInfo] = useState<PerformanceInfo>(collectPerformance);
  const ms = (value: number | null) => (value === null ? t('perf.notAvailable') : `${value} ms`);
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold">{t('perf.navigation')}</h3>
      <KeyValueList
        items={[
          [t('perf.ttfb'), ms(info.ttfb)],
          [t('perf.domContentLoaded'), ms(info.domContentLoaded)],
          [t('perf.load'), ms(info.load)],
          [t('perf.fcp'), ms(info.fcp)],
          [t('perf.lcp'), ms(info.lcp)],
          [t('perf.cls'), info.cls === null ? t('perf.notAvailable') : String(info.cls)],
          [t('perf.resources'), String(info.resources)],
          [
            t('perf.memory'),
            info.memoryMb === null ? t('perf.notAvailable') : `${info.memoryMb} MB`,
          ],
        ]}
      />
      <Button size="sm" variant="secondary" onClick={() => setInfo(collectPerformance())}>
        {t('perf.refresh')}
      </Button>
    </div>
  );
}

/** Whether captured errors go to the error-reporting service (Sentry; needs a DSN). */
export function ErrorReportingTab() {
  const t = useDebugText();
  const enabled = isErrorReportingEnabled();
  return (
    <div className="space-y-3">
      <KeyValueList
        items={[
          [
            t('errors.status'),
            <span data-state={enabled ? 'enabled' : 'disabled'}>
              {enabled ? t('errors.enabled') : t('errors.notConfigured')}
            </span>,
          ],
        ]}
      />
      <p className="text-xs text-muted-foreground">{t('errors.hint')}</p>
    </div>
  );
}
