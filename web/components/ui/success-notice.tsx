import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';

/** A confirmation in a polite live region that is always in the page (see Alert). */
export function SuccessNotice({
  children,
  className = '',
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div role="status">
      {children ? (
        <p
          className={`flex items-start gap-2.5 rounded-xl border border-success/30 bg-success-soft px-3.5 py-3 text-sm ${className}`}
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
