import { useCallback, useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

export interface DialogOptions {
  open: boolean;
  /** Escape (and any other way the browser closes it); without it the dialog is left only through its own buttons. */
  onCancel?: () => void;
}

export interface DialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: (event: SyntheticEvent<HTMLDialogElement>) => void;
}

/**
 * A native modal <dialog> driven by `open`: shown with showModal() (the page behind inert, focus
 * kept inside), focus put on the element marked `data-initial-focus` (else the browser's first
 * control), and given back to the element that had it before once the dialog closes or unmounts
 * (unless the owner has moved it elsewhere meanwhile).
 * Spread the returned props on the <dialog>. Effects only: the server renders it closed.
 */
export function useDialog({ open, onCancel }: DialogOptions): DialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wantOpen = useRef(open);
  wantOpen.current = open;
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) {
      opener.current = dialog.ownerDocument.activeElement instanceof HTMLElement ? dialog.ownerDocument.activeElement : null;
      dialog.showModal();
    }
    dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const back = opener.current;
      opener.current = null;
      // Unless the owner has already moved the focus on purpose (to a heading after a delete, say).
      const focused = dialog.ownerDocument.activeElement;
      const focusLost = !focused || focused === dialog.ownerDocument.body || dialog.contains(focused);
      if (back?.isConnected && focusLost) back.focus();
    };
  }, [open]);

  const onCancelEvent = useCallback((event: SyntheticEvent<HTMLDialogElement>) => {
    // The owner decides: `open` stays the one truth of whether the dialog is shown.
    event.preventDefault();
    cancel.current?.();
  }, []);
  // A browser may close a dialog without a cancelable event (a second Escape in a row): tell the owner.
  const onClose = useCallback(() => {
    if (wantOpen.current) cancel.current?.();
  }, []);
  return { ref, onCancel: onCancelEvent, onClose };
}
