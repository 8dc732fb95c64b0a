// The floating "Debug" button of development builds and the panel it opens. Loaded only through
// the dev-only dynamic import in web/app/routes/debug/dev-tools.tsx, so production never has it.
import { useState } from 'react';
import { Bug } from 'lucide-react';
import { ToastProvider } from '../../../components/ui/toast';
import { useDebugText } from '../lib/debug-text';
import type { DebugSession } from '../lib/types';
import { DebugPanel } from './debug-panel';

export function DebugLauncher({ session }: { session: DebugSession }) {
  const t = useDebugText();
  const [open, setOpen] = useState(false);
  return (
    // Its own toasts: the panel lives outside the dashboard shell's provider.
    <ToastProvider>
      {open ? (
        <DebugPanel session={session} onClose={() => setOpen(false)} />
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className={
            'fixed bottom-4 left-4 z-40 inline-flex items-center gap-1.5 rounded-full border ' +
            'bg-card px-3 py-2 text-xs font-semibold shadow-lg hover:bg-muted print:hidden'
          }
        >
          <Bug aria-hidden="true" className="size-4" />
          {t('launcher.open')}
        </button>
      )}
    </ToastProvider>
  );
}
