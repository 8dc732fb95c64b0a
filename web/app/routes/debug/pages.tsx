// The docs/product-rules.md §2 test and debug routes; router.tsx lists them only in development builds.
import {
  AuthDebugPage,
  CredentialsPage,
  SimpleTestPage,
  TestAuthPage,
} from '../../../features/debug/components/debug-pages';
import { useDebugSession } from './use-debug-session';

export function TestAuthRoute() {
  return <TestAuthPage session={useDebugSession()} />;
}

export function SimpleTestRoute() {
  return <SimpleTestPage />;
}

export function DebugCredentialsRoute() {
  return <CredentialsPage session={useDebugSession()} />;
}

export function AuthDebugRoute() {
  return <AuthDebugPage session={useDebugSession()} />;
}
