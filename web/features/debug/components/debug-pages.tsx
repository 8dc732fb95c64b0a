// The docs/product-rules.md §2 test and debug routes (/test-auth, /simple-test, /debug-credentials, /auth-debug):
// developer pages of development builds. None shows a token, a hash or a cookie value.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EMPLOYEE_EMAIL_DOMAIN } from '@common/constants';
import { paths } from '@common/paths';
import { permissionsOf } from '@common/policy';
import { Button } from '../../../components/ui/button';
import { authApi } from '@common/api/auth';
import { hrefOf } from '../../../lib/api-client';
import { debugKeys, getDebugAuth, probe, type ProbeResult } from '../api/debug-api';
import { useDebugText } from '../lib/debug-text';
import type { DebugSession } from '../lib/types';
import { JsonBlock, KeyValueList, StatusDot } from './parts';

function DebugPage({ title, children }: { title: string; children: ReactNode }) {
  const t = useDebugText();
  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-10">
      <header className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('panel.devOnly')}
        </p>
        <h1 className="text-2xl font-semibold">{title}</h1>
      </header>
      {children}
      <Link to={paths.home} className="inline-block text-sm font-medium text-primary underline">
        {t('pages.backHome')}
      </Link>
    </main>
  );
}

function SessionSummary({ session }: { session: DebugSession }) {
  const t = useDebugText();
  if (session.isPending) return <p>{t('user.loading')}</p>;
  if (session.error)
    return (
      <p className="text-destructive">{t('common.error', { message: session.error.message })}</p>
    );
  if (!session.data) return <p data-testid="session-state">{t('user.signedOut')}</p>;
  const { user, kind, expiresAt } = session.data;
  return (
    <KeyValueList
      items={[
        [t('user.kind'), kind],
        [t('user.email'), user.email],
        [t('user.role'), user.role],
        [t('user.business'), user.businessName ?? '—'],
        [t('user.expiresAt'), expiresAt],
      ]}
    />
  );
}

function ProbeList({ results }: { results: ProbeResult[] }) {
  const t = useDebugText();
  return (
    <ul className="space-y-3">
      {results.map((result) => (
        <li key={result.path} className="space-y-1.5">
          <p className="flex items-center gap-2 text-sm font-medium">
            <StatusDot ok={result.ok} />
            <code>{result.path}</code>
            <span>
              {t('pages.testAuth.status')}: {result.status}
            </span>
            <span className="text-xs text-muted-foreground">{result.durationMs} ms</span>
          </p>
          <JsonBlock value={result.body} label={result.path} />
        </li>
      ))}
    </ul>
  );
}

export function TestAuthPage({ session }: { session: DebugSession }) {
  const t = useDebugText();
  const [result, setResult] = useState<ProbeResult | null>(null);
  const [pending, setPending] = useState(false);
  const call = async () => {
    setPending(true);
    setResult(await probe(hrefOf(authApi.session)));
    setPending(false);
  };
  return (
    <DebugPage title={t('pages.testAuth.title')}>
      <p className="text-sm text-muted-foreground">{t('pages.testAuth.intro')}</p>
      <SessionSummary session={session} />
      <Button size="sm" pending={pending} onClick={() => void call()}>
        {t('pages.testAuth.call')}
      </Button>
      {result && <ProbeList results={[result]} />}
    </DebugPage>
  );
}

export function SimpleTestPage() {
  const t = useDebugText();
  const health = useQuery({
    queryKey: [...debugKeys.all, 'health'],
    queryFn: () => Promise.all([probe('/healthz'), probe('/readyz')]),
    staleTime: 0,
    retry: false,
  });
  return (
    <DebugPage title={t('pages.simpleTest.title')}>
      <p className="flex items-center gap-2 text-sm">
        <StatusDot ok />
        {t('pages.simpleTest.rendered')}
      </p>
      <Button
        size="sm"
        variant="secondary"
        pending={health.isFetching}
        onClick={() => void health.refetch()}
      >
        {t('pages.simpleTest.check')}
      </Button>
      {health.data && <ProbeList results={health.data} />}
    </DebugPage>
  );
}

export function CredentialsPage({ session }: { session: DebugSession }) {
  const t = useDebugText();
  const employee = session.data?.kind === 'employee' ? session.data.employee : undefined;
  return (
    <DebugPage title={t('pages.credentials.title')}>
      <p className="text-sm">
        {t('pages.credentials.format', { email: `{username}@${EMPLOYEE_EMAIL_DOMAIN}` })}
      </p>
      {session.isPending ? (
        <p>{t('user.loading')}</p>
      ) : employee ? (
        <KeyValueList
          items={[
            [t('user.username'), employee.username],
            [t('user.email'), `${employee.username}@${EMPLOYEE_EMAIL_DOMAIN}`],
            [t('user.employee'), employee.name],
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('pages.credentials.notEmployee')}</p>
      )}
      <p className="text-xs text-muted-foreground">{t('pages.credentials.never')}</p>
    </DebugPage>
  );
}

/** Names of the cookies scripts can read; the session cookie is httpOnly, so never among them. */
function scriptCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean)
    .sort();
}

export function AuthDebugPage({ session }: { session: DebugSession }) {
  const t = useDebugText();
  const auth = useQuery({
    queryKey: debugKeys.auth,
    queryFn: ({ signal }) => getDebugAuth(signal),
    staleTime: 0,
  });
  const scriptNames = scriptCookieNames();
  const role = session.data?.user.role ?? auth.data?.role ?? null;
  const none = t('pages.authDebug.none');
  return (
    <DebugPage title={t('pages.authDebug.title')}>
      {auth.error && (
        <p className="text-destructive">{t('common.error', { message: auth.error.message })}</p>
      )}
      <KeyValueList
        items={[
          [
            t('pages.authDebug.sessionCookie'),
            auth.data
              ? t(
                  auth.data.sessionCookiePresent
                    ? 'pages.authDebug.present'
                    : 'pages.authDebug.absent',
                )
              : '…',
          ],
          [
            t('pages.authDebug.cookies'),
            auth.data ? auth.data.cookieNames.join(', ') || none : '…',
          ],
          [t('pages.authDebug.scriptCookies'), scriptNames.join(', ') || none],
          [t('user.kind'), auth.data?.kind ?? '—'],
          [t('user.role'), role ?? '—'],
          [t('user.expiresAt'), auth.data?.expiresAt ?? session.data?.expiresAt ?? '—'],
          [t('user.permissions'), role ? permissionsOf(role).join(', ') : '—'],
        ]}
      />
      <p className="text-xs text-muted-foreground">{t('user.noTokens')}</p>
    </DebugPage>
  );
}
