// Route entries of the test and debug pages (docs/product-rules.md §2). router.tsx spreads them only when
// `import.meta.env.DEV`, so a production build has neither the entries nor the pages' chunk:
// there these paths draw the not-found page (and the server answers them with 404).
import type { RouteObject } from 'react-router';
import type * as Pages from './pages';

const route = (path: string, name: keyof typeof Pages): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('./pages'))[name] }),
});

export const debugRoutes: RouteObject[] = [
  route('test-auth', 'TestAuthRoute'),
  route('simple-test', 'SimpleTestRoute'),
  route('debug-credentials', 'DebugCredentialsRoute'),
  route('auth-debug', 'AuthDebugRoute'),
];
