// Paths of the single-page app (SPEC §2), shared so the server can answer 404 for paths the app
// does not know while still serving it (the app then draws its not-found page). A pattern ending
// in `/*` also matches everything below it. Grow this list with the router.

export const paths = {
  home: '/',
  landing: (lang: 'en' | 'sr') => `/${lang}`,
} as const;

export const SPA_ROUTE_PATTERNS: readonly string[] = ['/', '/en', '/sr'];

export function isSpaRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SPA_ROUTE_PATTERNS.some((pattern) =>
    pattern.endsWith('/*')
      ? clean === pattern.slice(0, -2) || clean.startsWith(pattern.slice(0, -1))
      : clean === pattern,
  );
}
