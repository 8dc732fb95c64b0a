// Paths of the single-page app (SPEC §2), shared so links are built in one place and the server
// can answer 404 for paths the app does not know while still serving it (the app then draws its
// not-found page). A pattern ending in `/*` also matches everything below it.

export const paths = {
  home: '/',
  landing: (lang: 'en' | 'sr') => `/${lang}`,
  auth: '/auth',
  employeeAuth: '/auth/employee',
  dashboard: '/dashboard',
  businessDashboard: '/business-dashboard',
  businessSetup: '/business-setup',
  businessSetupPage: '/business-dashboard/business-setup',
  settings: '/settings',
  admin: '/admin',
  employee: '/employee',
  employeeBusinessSetup: '/employee/business-setup',
  googleSignIn: '/api/auth/google/start',
  businessDashboardEmployees: '/business-dashboard/employees',
  publicEmployee: (slug: string) => `/e/${encodeURIComponent(slug)}`,
  publicReview: (slug: string) => `/e/${encodeURIComponent(slug)}/review`,
  publicConfirm: (slug: string) => `/e/${encodeURIComponent(slug)}/confirm`,
  qrPage: (slug: string) => `/qr/${encodeURIComponent(slug)}`,
} as const;

export const SPA_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/en',
  '/sr',
  '/auth',
  '/auth/employee',
  '/business-setup',
  '/settings',
  '/dashboard',
  '/dashboard/*',
  '/business-dashboard',
  '/business-dashboard/*',
  '/admin',
  '/employee',
  '/employee/*',
];

export function isSpaRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SPA_ROUTE_PATTERNS.some((pattern) =>
    pattern.endsWith('/*')
      ? clean === pattern.slice(0, -2) || clean.startsWith(pattern.slice(0, -1))
      : clean === pattern,
  );
}

/** Where SPEC §2 sends a signed-in user who opens /dashboard{rest}: the sub-path is kept. */
export function dashboardTarget(
  role: 'admin' | 'manager' | 'employee' | null,
  rest: string,
): string {
  const suffix = rest === '/' ? '' : rest;
  if (role === 'employee') return `${paths.employee}${suffix}`;
  return `${paths.businessDashboard}${suffix}`;
}

/** Only same-site paths may be used as a return target after sign-in (no open redirects). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters can turn a path into another host in some browsers.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  return value;
}
