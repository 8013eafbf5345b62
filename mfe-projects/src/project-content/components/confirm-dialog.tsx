import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Said on the confirm button while the action runs. */
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question (the native <dialog>: focus kept inside, Escape cancels, the page behind inert).
 * The safe answer has the focus first, so Enter never destroys anything by accident.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel = 'Working…', cancelLabel = 'Cancel', busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    cancelRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="project-content__dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className="project-content__dialog-title">
        {title}
      </h2>
      <div id={`${id}-body`}>{children}</div>
      {error && (
        <p className="message--error" role="alert">
          {error}
        </p>
      )}
      <div className="project-content__actions">
        <button type="button" className="button project-content__danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
