// The "remembered origin" of docs/product-rules.md §2: a protected page a signed-out visitor asked for, carried
// to the sign-in page both in router state (in-app) and as ?returnTo= (which also survives the
// round trip through Google, where router state is lost).
import { paths, safeReturnPath } from '@common/paths';

function isAuthPath(target: string): boolean {
  const pathname = new URL(target, 'http://app.invalid').pathname;
  return pathname === paths.auth || pathname.startsWith(`${paths.auth}/`);
}

/** The page to return to after sign-in, or null. Never an outside address or a sign-in page. */
export function rememberedOrigin(state: unknown, search: string): string | null {
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state
      ? safeReturnPath(state.from)
      : null;
  const origin = fromState ?? safeReturnPath(new URLSearchParams(search).get('returnTo'));
  return origin && !isAuthPath(origin) ? origin : null;
}

/** A sign-in page address that remembers `origin`. */
export function signInPath(origin: string | null, base: string = paths.auth): string {
  return origin ? `${base}?returnTo=${encodeURIComponent(origin)}` : base;
}
