import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question ("Delete this notice?"). */
  title: string;
  /** The consequence, spelled out. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the action runs: the buttons are disabled, Escape does nothing and the confirm button says `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  /** Why the action failed; the dialog stays open. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
}

/**
 * "Are you sure?" on a modal <dialog>. The safe answer has the focus first, so Enter never
 * destroys anything by accident; focus goes back to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  error,
  onConfirm,
  onCancel,
  className,
}: ConfirmDialogProps) {
  const t = useT(UI_NAMESPACE);
  const id = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      titleId={`${id}-title`}
      descriptionId={`${id}-body`}
      onCancel={cancel}
      className={['confirm-dialog', className ?? ''].filter(Boolean).join(' ')}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div id={`${id}-body`}>{children}</div>
      <div role="alert">{error && <p className="message--error">{error}</p>}</div>
      <div className="dialog__actions">
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy ? (busyLabel ?? t('dialog.working')) : confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={cancel} disabled={busy} data-initial-focus>
          {cancelLabel ?? t('dialog.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
