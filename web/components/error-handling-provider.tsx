// The error-handling context of docs/product-rules.md §8. Mounted once around the app; useErrorHandler
// (use-error-handler.ts) refuses to work outside it. Kept apart from the hook so the page shell
// carries no toast code: the toast comes from the nearest ToastProvider where the hook is used.
import { createContext, type ReactNode } from 'react';
import type { ErrorSeverity } from '../lib/error-handler';
import { observe } from '../lib/observe';

export interface ErrorHandling {
  /** Logs and reports; the hook adds the toast. */
  report: (error: unknown, severity: ErrorSeverity) => void;
}

export const ErrorHandlingContext = createContext<ErrorHandling | null>(null);

const DEFAULT_HANDLING: ErrorHandling = {
  report: (error, severity) => observe((o) => o.reportHandledError(error, severity)),
};

export function ErrorHandlingProvider({
  children,
  value = DEFAULT_HANDLING,
}: {
  children: ReactNode;
  value?: ErrorHandling;
}) {
  return <ErrorHandlingContext value={value}>{children}</ErrorHandlingContext>;
}
