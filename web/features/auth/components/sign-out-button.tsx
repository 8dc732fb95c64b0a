import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../api/sign-out';
import { useErrorText } from '../../../lib/use-error-text';
import { describeError } from '../../../lib/describe-error';

/** Signs out; on narrow screens only the icon shows, the name stays for assistive tech. */
export function SignOutButton() {
  const { t } = useTranslation();
  const show = useErrorText();
  const signOut = useSignOut();
  const error = signOut.isError
    ? show(describeError(signOut.error, 'auth.errors.signOutFailed'))
    : '';

  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        aria-busy={signOut.isPending || undefined}
        className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:opacity-60"
      >
        <LogOut aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('auth.signOut')}</span>
      </button>
      <div role="alert" className="absolute top-full right-0 z-50 mt-2 w-56">
        {error && (
          <p className="rounded-xl border border-destructive/30 bg-destructive-soft px-3 py-2 text-sm shadow-md">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
