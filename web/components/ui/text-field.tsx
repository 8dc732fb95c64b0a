// A labelled input with its hint and error tied to it, so screen readers read the message of a
// field when it gets focus and announce a new one as it appears.
import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
  error?: string | undefined;
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  hint,
  error,
  className = '',
  ...rest
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={
          'mt-1.5 block h-11 w-full rounded-xl border bg-background px-3.5 text-base shadow-xs ' +
          'transition-colors placeholder:text-muted-foreground/70 focus-visible:border-primary ' +
          'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
          'aria-invalid:border-destructive'
        }
        {...rest}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="mt-1.5 text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
