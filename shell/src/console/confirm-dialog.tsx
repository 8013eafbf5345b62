import { useId, useState, type ReactNode } from 'react';
import { ConsoleDialog } from './console-dialog';
import { BusyButton } from './console-fields';
import { messageOf } from './console-format';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Rejects with the reason to show inside the dialog (it stays open). */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** "Are you sure?" with the consequence spelled out; the server's refusal is shown in the dialog. */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = () => {
    setBusy(true);
    setError(null);
    onConfirm().then(
      () => {
        setBusy(false);
        onClose();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(messageOf(failure));
      },
    );
  };
  return (
    <ConsoleDialog open={open} titleId={titleId} onCancel={close}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div role="alert">{error && <p className="console-alert console-alert--error">{error}</p>}</div>
      <div className="console-actions">
        <BusyButton type="button" busy={busy} busyLabel={busyLabel} onClick={confirm}>
          {confirmLabel}
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
          Cancel
        </button>
      </div>
    </ConsoleDialog>
  );
}
