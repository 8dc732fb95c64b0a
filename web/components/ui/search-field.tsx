// A search box for lists searched on the server: a visible label, a clear button that works
// in every browser, a spinner while the answer for the new text is on its way, and the same
// news for screen readers.
import { useId } from 'react';
import { LoaderCircle, Search, X } from 'lucide-react';

export function SearchField({
  label,
  placeholder,
  clearLabel,
  updatingText,
  value,
  onChange,
  onClear,
  updating,
  maxLength,
}: {
  label: string;
  placeholder: string;
  clearLabel: string;
  /** Announced while `updating`. */
  updatingText: string;
  value: string;
  onChange: (text: string) => void;
  onClear: () => void;
  updating: boolean;
  maxLength: number;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
          className={
            'block h-11 w-full rounded-xl border bg-background pr-20 pl-10 text-base shadow-xs ' +
            'transition-colors placeholder:text-muted-foreground/70 focus-visible:border-primary ' +
            'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
            // The browser's own clear button differs per browser; ours below works in all.
            '[&::-webkit-search-cancel-button]:appearance-none'
          }
        />
        <div className="absolute inset-y-0 right-1 flex items-center gap-1">
          {updating && (
            <LoaderCircle
              aria-hidden="true"
              className="size-4 animate-spin text-muted-foreground motion-reduce:animate-none"
            />
          )}
          {value && (
            <button
              type="button"
              onClick={() => {
                onClear();
                document.getElementById(id)?.focus();
              }}
              aria-label={clearLabel}
              title={clearLabel}
              className="grid size-9 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>
      <span role="status" className="sr-only">
        {updating ? updatingText : ''}
      </span>
    </div>
  );
}
