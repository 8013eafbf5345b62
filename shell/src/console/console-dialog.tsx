import { useEffect, useRef, type ReactNode } from 'react';

interface ConsoleDialogProps {
  open: boolean;
  titleId: string;
  /** Escape; without it the dialog can only be left through its own buttons. */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * A modal <dialog>: the screen underneath stays mounted (a half-written form survives) but is inert
 * while the dialog is open; focus moves into the dialog and back after.
 */
export function ConsoleDialog({ open, titleId, onCancel, children }: ConsoleDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first control; a dialog may name a better one (the password of a known email).
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="console-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
    >
      {open && children}
    </dialog>
  );
}
