import type { ReactNode } from 'react';
import { useDialog } from './use-dialog';

export interface DialogProps {
  open: boolean;
  /** Id of the heading that names the dialog. */
  titleId: string;
  /** Id of the text that says what the dialog is about, read when it opens. */
  descriptionId?: string;
  onCancel?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog (see useDialog). Its content is mounted only while it is open, so a form inside
 * starts afresh each time and the screen underneath stays mounted (a half-written form survives).
 */
export function Dialog({ open, titleId, descriptionId, onCancel, className, children }: DialogProps) {
  const dialog = useDialog({ open, onCancel });
  return (
    <dialog {...dialog} className={['dialog', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={titleId} aria-describedby={descriptionId}>
      {open && children}
    </dialog>
  );
}
