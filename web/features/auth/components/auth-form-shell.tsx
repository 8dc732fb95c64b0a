// What the three sign-in forms share: the rate-limit panel, the server's message, and a submit
// button that stays disabled while a request runs or the wait lasts.
import { lazy, Suspense, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { loadCatalogue } from '../../../lib/i18n';

// Shown only after a 429, so its code (and its reset texts, in the signed-in areas' catalogue
// part) is fetched then: the server is evidently reachable.
const RateLimitNotice = lazy(async () => {
  const [module] = await Promise.all([import('./rate-limit-notice'), loadCatalogue('dashboard')]);
  return { default: module.RateLimitNotice };
});

interface AuthFormShellProps {
  submitLabel: string;
  onSubmit: () => Promise<void>;
  pending: boolean;
  rateLimit: { deadline: number | null; clear: () => void };
  /** The rate-limit panel's reset option (docs/accounts.md): where to choose a new password. */
  resetPasswordHref?: string;
  serverError: string | undefined;
  /** Shown in place of the error line (a refused sign-in that needs the mailed link). */
  notice?: ReactNode;
  children: ReactNode;
}

export function AuthFormShell({
  submitLabel,
  onSubmit,
  pending,
  rateLimit,
  resetPasswordHref,
  serverError,
  notice,
  children,
}: AuthFormShellProps) {
  const limited = rateLimit.deadline !== null;
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!limited && !pending) void onSubmit();
      }}
    >
      {children}
      {rateLimit.deadline !== null && (
        <Suspense fallback={null}>
          <RateLimitNotice
            deadline={rateLimit.deadline}
            onDone={rateLimit.clear}
            resetPasswordHref={resetPasswordHref}
          />
        </Suspense>
      )}
      {!limited && notice}
      <Alert>{limited ? undefined : serverError}</Alert>
      <Button type="submit" size="lg" className="w-full" pending={pending} disabled={limited}>
        {submitLabel}
      </Button>
    </form>
  );
}
