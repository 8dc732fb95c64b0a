// Buttons and button-styled links share one look, so a link that acts as a primary action (e.g.
// "Continue with Google", a plain navigation) cannot drift from the real buttons beside it.
import type { ButtonHTMLAttributes } from 'react';
import { LoaderCircle } from 'lucide-react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:opacity-90',
  secondary: 'border bg-card text-foreground hover:bg-muted',
  ghost: 'text-muted-foreground hover:bg-muted hover:text-foreground',
  danger: 'bg-destructive text-white shadow-sm hover:opacity-90 dark:text-background',
};

// Minimum heights, not fixed ones: a long translation wraps instead of spilling out.
const SIZES = {
  md: 'min-h-11 px-5 py-2 text-sm',
  sm: 'min-h-9 px-4 py-1.5 text-sm',
  lg: 'min-h-12 px-6 py-2.5',
} as const;

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: keyof typeof SIZES = 'md',
  extra = '',
): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Shows a spinner and blocks clicks; the visible name stays the same for assistive tech. */
  pending?: boolean;
}

export function Button({
  variant,
  size,
  pending = false,
  className = '',
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {pending && (
        <LoaderCircle
          aria-hidden="true"
          className="size-4 animate-spin motion-reduce:animate-none"
        />
      )}
      {children}
    </button>
  );
}
