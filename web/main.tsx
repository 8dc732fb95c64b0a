import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { AppErrorBoundary } from './components/crash-boundary';
import { startObservability } from './lib/observe';
import { i18nReady } from './lib/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The logger and error reporting load once the page is idle (error reporting starts then, and is
// on only when the server configured a DSN).
void startObservability();

// The first paint waits for the active language's messages (one small chunk) so nothing shows
// as a raw key or in the wrong language.
void i18nReady.finally(() => {
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
});
