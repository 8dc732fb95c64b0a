// Paths of the single-page app (docs/product-rules.md §2), shared so links are built in one place and the server
// can answer 404 for paths the app does not know while still serving it (the app then draws its
// not-found page). A pattern ending in `/*` also matches everything below it.
export const paths = {
  home: '/',
  landing: (lang: 'en' | 'sr' | 'sr-Cyrl') => `/${lang}`,
  auth: '/auth',
  employeeAuth: '/auth/employee',
  dashboard: '/dashboard',
  businessDashboard: '/business-dashboard',
  businessSetup: '/business-setup',
  businessSetupPage: '/business-dashboard/business-setup',
  admin: '/admin',
  adminLockouts: '/admin/lockouts',
  forgotPassword: '/auth/forgot-password',
  profile: '/profile',
  employee: '/employee',
  employeeBusinessSetup: '/employee/business-setup',
  businessDashboardEmployees: '/business-dashboard/employees',
  demo: '/demo',
  privacy: '/privacy',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  refundPolicy: '/refund-policy',
  faq: '/faq',
} as const;

/**
 * Addresses only the server writes: the pages it renders itself (the public pages, the mailed
 * links' pages) and the app's pages it links to from a mail or an answer (an invitation, a
 * display link). Apart from `paths`, which every page of the web app downloads.
 */
export const serverPages = {
  invite: '/auth/invite',
  /** The thank-you board of a display link, for the salon's television (no account). */
  display: (token: string) => `/display/${encodeURIComponent(token)}`,
  /** Server-rendered: the one link of a confirmation mail (GET confirms). */
  confirmEmail: '/auth/confirm-email',
  /** Server-rendered: the one link of a reset mail (a form with one button). */
  resetPassword: '/auth/reset-password',
  publicEmployee: (slug: string) => `/e/${encodeURIComponent(slug)}`,
  publicReview: (slug: string) => `/e/${encodeURIComponent(slug)}/review`,
  publicConfirm: (slug: string) => `/e/${encodeURIComponent(slug)}/confirm`,
  qrPage: (slug: string) => `/qr/${encodeURIComponent(slug)}`,
  /** A review request's own link (docs/review-requests.md). */
  reviewRequest: (token: string) => `/r/${encodeURIComponent(token)}`,
  /** Stops the product's review request mails to one address, for good. */
  reviewRequestStop: (token: string) => `/r/${encodeURIComponent(token)}/stop`,
} as const;

/**
 * A sign-in page in a language (`/sr/auth/invite`), for links mailed or shown to one reader
 * (docs/languages.md). Apart from `paths`, which every page of the web app downloads.
 */
export const inLanguage = (lang: 'en' | 'sr' | 'sr-Cyrl', path: string) => `/${lang}${path}`;

/** The sign-in pages, which also open at /{language}/… (docs/languages.md). */
const SIGN_IN_PAGES = ['/auth', '/auth/employee', '/auth/invite', '/auth/forgot-password'];

const inEveryLanguage = (pages: string[]) =>
  ['en', 'sr', 'sr-Cyrl'].flatMap((language) => pages.map((page) => `/${language}${page}`));

// Pure: the web app never asks isSpaRoute, and its bundle should not build this list.
const SPA_ROUTE_PATTERNS: readonly string[] = [
  .../* @__PURE__ */ inEveryLanguage(SIGN_IN_PAGES),
  '/',
  '/en',
  '/sr',
  '/sr-Cyrl',
  '/demo',
  '/privacy',
  '/privacy-policy',
  '/terms',
  '/refund-policy',
  '/faq',
  ...SIGN_IN_PAGES,
  '/profile',
  '/operator',
  '/business-setup',
  '/settings',
  '/dashboard',
  '/dashboard/*',
  '/business-dashboard',
  '/business-dashboard/*',
  '/admin',
  '/admin/*',
  '/employee',
  '/employee/*',
  '/display/*',
];

/** docs/product-rules.md §2 test and debug routes: part of the app outside production only (docs/SECURITY.md). */
export const DEBUG_ROUTE_PATHS = [
  '/test-auth',
  '/simple-test',
  '/debug-credentials',
  '/auth-debug',
];

export function isDebugRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return DEBUG_ROUTE_PATHS.includes(clean);
}

export function isSpaRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SPA_ROUTE_PATTERNS.some((pattern) =>
    pattern.endsWith('/*')
      ? clean === pattern.slice(0, -2) || clean.startsWith(pattern.slice(0, -1))
      : clean === pattern,
  );
}

/** Only same-site paths may be used as a return target after sign-in (no open redirects). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters can turn a path into another host in some browsers.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  // A Location header carries ASCII only: "?q=šišanje" is sent as "?q=%C5%A1i%C5%A1anje", which
  // every browser reads back as the same address.
  return value.replace(/[^\x20-\x7e]/gu, (c) => encodeURIComponent(c));
}
