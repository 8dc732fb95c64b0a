// The types shared by error-reporting.ts (the small front every page loads) and sentry-bridge.ts
// (downloaded with the SDK), in a file of their own so neither imports the other.
import type * as SentryReact from '@sentry/react';

export type SentryModule = Pick<
  typeof SentryReact,
  | 'init'
  | 'setUser'
  | 'setContext'
  | 'addBreadcrumb'
  | 'captureException'
  | 'breadcrumbsIntegration'
  | 'browserTracingIntegration'
  | 'replayIntegration'
>;
export type SentryLoader = () => Promise<SentryModule>;

export interface ErrorReportingConfig {
  dsn?: string;
  environment?: string;
  release?: string;
  tracesSampleRate?: number;
  replaysSessionSampleRate?: number;
  replaysOnErrorSampleRate?: number;
}

export interface ReportingUser {
  id: string;
  email: string;
  fullName?: string | null;
}

export interface ErrorContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  level?: 'fatal' | 'error' | 'warning' | 'info';
}

export interface Bridge {
  capture(error: unknown, context: ErrorContext): void;
  setUser(user: ReportingUser | null): void;
}
