// Short confirmations and failures of actions that leave the user where they are ("Link copied",
// "Employee deactivated successfully"). The two live regions are always in the page, so screen
// readers announce what appears in them: confirmations politely, failures at once (see Alert).
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface ToastInput {
  tone: 'success' | 'error';
  title?: string;
  message: string;
  /** One button beside the message, e.g. Retry; pressing it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
}

interface Toast extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Failures stay longer: they are more likely to need reading twice. */
const DURATION_MS = { success: 5000, error: 10000 } as const;
const MAX_VISIBLE = 3;
const REGION = 'flex flex-col items-center gap-2 sm:items-end';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((list) => [...list, { ...input, id }].slice(-MAX_VISIBLE));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), DURATION_MS[input.tone]),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const successes = toasts.filter((toast) => toast.tone === 'success');
  const failures = toasts.filter((toast) => toast.tone === 'error');

  return (
    <ToastContext value={show}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4 sm:p-6">
        <div role="status" className={REGION}>
          {successes.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" className={`${REGION} ${successes.length > 0 ? 'mt-2' : ''}`}>
          {failures.map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const Icon = toast.tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-card p-3.5 pr-2 text-sm shadow-lg ${
        toast.tone === 'error' ? 'border-destructive/40' : 'border-success/40'
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-4 shrink-0 ${toast.tone === 'error' ? 'text-destructive' : 'text-success'}`}
      />
      <div className="min-w-0 flex-1 break-words">
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        <p className={toast.title ? 'mt-0.5 text-muted-foreground' : ''}>{toast.message}</p>
        {toast.action && (
          <button
            type="button"
            onClick={() => {
              toast.action?.onClick();
              onDismiss(toast.id);
            }}
            className="mt-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('ui.dismiss')}
        title={t('ui.dismiss')}
        className="-my-1 grid size-8 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** Shows a toast, or null outside a ToastProvider (for callers that can do without). */
export function useToastOrNull(): ((toast: ToastInput) => void) | null {
  return use(ToastContext);
}

/** Shows a toast; only inside a ToastProvider (the dashboard shell mounts one). */
export function useToast(): (toast: ToastInput) => void {
  const show = use(ToastContext);
  if (!show) throw new Error('useToast must be used inside a ToastProvider');
  return show;
}
