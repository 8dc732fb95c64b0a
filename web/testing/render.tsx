// Component tests (docs/testing.md): a component drawn in a DOM (happy-dom) with what the app
// gives every screen (the messages in a chosen language, a query client, a router), so a test
// looks at one component's states without starting the server or a browser.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import type { Language } from '@common/constants';
import { ToastProvider } from '../components/ui/toast';
import { i18nReady, setLanguage, type CataloguePart } from '../lib/i18n';

afterEach(cleanup);

export interface DrawOptions {
  language?: Language;
  /** Message parts the component's route loads (core is always there). */
  parts?: CataloguePart[];
  path?: string;
  /** Draws the app's toast region too, for components that confirm with a toast. */
  toasts?: boolean;
}

export async function draw(ui: ReactElement, options: DrawOptions = {}): Promise<RenderResult> {
  await i18nReady;
  // Loads every part asked for (and each part loaded before) in that language.
  await setLanguage(options.language ?? 'en', options.parts ?? []);
  const queries = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routed = <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>;
  return render(
    <QueryClientProvider client={queries}>
      {options.toasts ? <ToastProvider>{routed}</ToastProvider> : routed}
    </QueryClientProvider>,
  );
}
