// Small building blocks of the debug tools: label/value lists, JSON blocks, tab bars.
import type { ReactNode } from 'react';

export function KeyValueList({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="min-w-0 font-mono text-xs break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function JsonBlock({ value, label }: { value: unknown; label?: string }) {
  return (
    <pre
      aria-label={label}
      className="max-h-80 overflow-auto rounded-lg border bg-muted p-3 font-mono text-xs whitespace-pre-wrap"
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function TabBar<T extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
  className = 'border-b pb-2',
}: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  idPrefix: string;
  className?: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={`flex flex-wrap gap-1 ${className}`}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-controls={`${idPrefix}-panel`}
          aria-selected={tab.id === value}
          onClick={() => onChange(tab.id)}
          className={
            'rounded-full px-3 py-1.5 text-sm font-medium transition-colors ' +
            (tab.id === value
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:bg-muted hover:text-foreground')
          }
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-lg border bg-card px-2 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function StatusDot({ ok }: { ok: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-2.5 shrink-0 rounded-full ${ok ? 'bg-success' : 'bg-destructive'}`}
    />
  );
}
