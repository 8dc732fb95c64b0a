// Where crashes are caught: the router's root error element, a boundary around the whole app,
// and the developer-only crash trigger. This part is in the first download and reports the
// crash itself; the full screen (crash-screen.tsx) loads on demand. If even that cannot load (a
// deploy removed the old chunks, the network dropped), a plain screen with Reload Page remains.
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/chunk-load';
import { crashMessage, crashRecord } from '../lib/crash-record';
import { observe } from '../lib/observe';
import { isDevelopmentEnvironment } from '../lib/public-config';
import { PageLoader } from './page-loader';

const CrashScreen = lazy(() =>
  import('./crash-screen').then((module) => ({ default: module.CrashScreen })),
);

function PlainCrashScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">{t('crash.title')}</h1>
      <p>
        {t('crash.errorId')}: {crashRecord(error).id}
      </p>
      <p className="break-words">{crashMessage(error)}</p>
      <button type="button" onClick={() => location.reload()} className="underline">
        {t('crash.reload')}
      </button>
    </main>
  );
}

/**
 * A page's code could not be fetched even on a second try: a deploy replaced it, or the network
 * is away. Drawn from the first download, since nothing else can load now.
 */
function UpdatedScreen() {
  const { t } = useTranslation();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  // Back online, the page loads by itself: nobody has to find the button.
  useEffect(() => {
    const reload = () => location.reload();
    addEventListener('online', reload);
    return () => removeEventListener('online', reload);
  }, []);
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col justify-center gap-4 px-4">
      <h1 className="text-2xl font-bold">
        {t(offline ? 'crash.offlineTitle' : 'crash.updatedTitle')}
      </h1>
      <p className="text-muted-foreground">
        {t(offline ? 'crash.offlineText' : 'crash.updatedText')}
      </p>
      <button
        type="button"
        onClick={() => location.reload()}
        className="h-11 self-start rounded-full bg-primary px-5 font-semibold text-primary-foreground"
      >
        {t('crash.reload')}
      </button>
    </main>
  );
}

type Fallback = (error: unknown, reset: () => void) => ReactNode;

/** Catches what its children throw and draws `fallback` instead, until reset. */
class Boundary extends Component<{ fallback: Fallback; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return this.props.fallback(error, () => this.setState({ error: undefined }));
  }
}

function Crash({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useEffect(() => observe((o) => o.reportCrash(error)), [error]);
  if (isChunkLoadError(error)) return <UpdatedScreen />;
  return (
    <Boundary fallback={() => <PlainCrashScreen error={error} />}>
      <Suspense fallback={<PageLoader />}>
        <CrashScreen error={error} record={crashRecord(error)} onRetry={onRetry} />
      </Suspense>
    </Boundary>
  );
}

const appFallback: Fallback = (error, reset) => <Crash error={error} onRetry={reset} />;

/** Around the whole app, for what the router's own error element cannot catch. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary fallback={appFallback}>{children}</Boundary>;
}

let triggerArmed = true;

/** The root route's error element: any page that fails to load or to render. */
export function RouteCrashScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  // Going to the same place again gives the routes a fresh start: the router drops the error and
  // runs the page's loaders again.
  const retry = () => {
    triggerArmed = false;
    void navigate(location, { replace: true, state: location.state });
  };
  return <Crash error={error} onRetry={retry} />;
}

/**
 * Developer-only (the e2e suite uses it): `?crash=1` on any page throws while rendering, on
 * development and test servers only (never when the server says production), until Try Again.
 */
export function CrashTrigger() {
  const { search } = useLocation();
  if (
    triggerArmed &&
    isDevelopmentEnvironment &&
    new URLSearchParams(search).get('crash') === '1'
  ) {
    throw new Error('Test crash (?crash=1)');
  }
  return null;
}
