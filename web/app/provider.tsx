import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ErrorHandlingProvider } from '../components/error-handling-provider';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { reportSessionUser } from './report-session-user';

export function AppProvider({ children }: { children: ReactNode }) {
  // One client per mounted app, so tests that render the provider never share a cache.
  const [queryClient] = useState(createQueryClient);
  useEffect(() => reportSessionUser(queryClient), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ErrorHandlingProvider>{children}</ErrorHandlingProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
