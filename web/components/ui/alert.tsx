import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/**
 * An error message region that is always in the page, so a screen reader announces the text as
 * soon as it is filled in (a live region that appears together with its text is often missed).
 */
export function Alert({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <div role="alert">
      {children ? (
        <p
          className={`flex items-start gap-2.5 rounded-xl border border-destructive/30 bg-destructive-soft px-3.5 py-3 text-sm ${className}`}
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
