// What the three sign-in forms share: the rate-limit panel, the server's message, and a submit
// button that stays disabled while a request runs or the wait lasts.
import { lazy, Suspense, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

// Shown only after a 429, so its code is fetched then (the server is evidently reachable).
const RateLimitNotice = lazy(async () => ({
  default: (await import('./rate-limit-notice')).RateLimitNotice,
}));

interface AuthFormShellProps {
  submitLabel: string;
  onSubmit: () => Promise<void>;
  pending: boolean;
  rateLimit: { deadline: number | null; clear: () => void };
  serverError: string | undefined;
  children: ReactNode;
}

export function AuthFormShell({
  submitLabel,
  onSubmit,
  pending,
  rateLimit,
  serverError,
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
          <RateLimitNotice deadline={rateLimit.deadline} onDone={rateLimit.clear} />
        </Suspense>
      )}
      <Alert>{limited ? undefined : serverError}</Alert>
      <Button type="submit" size="lg" className="w-full" pending={pending} disabled={limited}>
        {submitLabel}
      </Button>
    </form>
  );
}
