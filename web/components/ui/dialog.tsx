// A modal dialog on the native <dialog> element: showModal() makes the page behind inert, traps
// focus, closes on Escape and returns focus to the opener, with no library. The parent owns
// `open`; every way of closing (Escape, the close button, a click on the backdrop) calls onClose.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function Dialog({
  open,
  onClose,
  title,
  description,
  busy = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** While true (a save is under way), Escape, the backdrop and the close button do nothing. */
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // Before paint: the content is rendered only while open, so closing later would show an empty
  // box for a frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first focusable element (the close button); a form starts at its
      // first field instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const requestClose = () => {
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: the parent decides (the browser may still close a dialog after repeated presses,
      // and then `close` keeps the parent in step).
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself (the content fills its box). Only a
      // press that also started there closes it, so selecting text cannot end outside and close.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) requestClose();
      }}
      className={
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl ' +
        'border bg-card p-0 text-card-foreground shadow-2xl backdrop:bg-black/50'
      }
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <h2
              id={titleId}
              className="min-w-0 flex-1 text-lg font-semibold text-balance break-words"
            >
              {title}
            </h2>
            <button
              type="button"
              onClick={requestClose}
              aria-label={t('ui.close')}
              title={t('ui.close')}
              className="-mt-1.5 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-pretty text-muted-foreground">
              {description}
            </div>
          )}
          <div className="mt-5">{children}</div>
        </div>
      )}
    </dialog>
  );
}
