import { useState } from 'react';
import { messageOf } from './console-format';
import { useStaffList } from './use-staff-list';

export interface ListScreenOptions<P> {
  /** Runs what the dialog asked about (P: which row, which action); resolves to the sentence shown when done. */
  confirm: (pending: P) => Promise<string>;
  /** A refusal may still have changed the list (a release switched back by its smoke check): load it again then too. */
  reloadOnRefusal?: boolean;
}

/**
 * The state of a console screen that lists rows from the API and acts on them: the list, an action
 * asked about in a ConfirmDialog (busy while the server works, a refusal kept in the open dialog),
 * a row action without a question (its refusal above the list), the sentence of what was done, and
 * the list loaded again after every change.
 */
export function useListScreen<T, P>(path: string, options: ListScreenOptions<P>) {
  const list = useStaffList<T>(path);
  const [notice, setNotice] = useState<string | null>(null);
  const [rowError, setRowError] = useState<string | null>(null);
  const [pending, setPending] = useState<P | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Something changed (here or in a form of the screen): say so and load the list again. */
  const changed = (message: string) => {
    setNotice(message);
    setRowError(null);
    list.reload();
  };
  /** A row's action that asks nothing first (Enable, Up, Down); `run` resolves to the sentence of what was done. */
  const act = (run: () => Promise<string>) => run().then(changed, (failure: unknown) => setRowError(messageOf(failure)));
  const ask = (next: P) => {
    setError(null);
    setPending(next);
  };
  const confirm = async () => {
    if (pending === null) return;
    setBusy(true);
    setError(null);
    try {
      const message = await options.confirm(pending);
      setPending(null);
      changed(message);
    } catch (failure) {
      setError(messageOf(failure));
      if (options.reloadOnRefusal) list.reload();
    } finally {
      setBusy(false);
    }
  };

  return {
    list,
    notice,
    rowError,
    pending,
    changed,
    act,
    ask,
    /** Spread onto the screen's ConfirmDialog. */
    dialog: { open: pending !== null, busy, error, onConfirm: () => void confirm(), onCancel: () => setPending(null) },
  };
}

/** What the last change did (status) or why a row's action was refused (alert), above the list. */
export function ListScreenMessages({ notice, rowError }: { notice: string | null; rowError: string | null }) {
  return (
    <>
      <div role="status">{notice && <p className="console-alert console-alert--success">{notice}</p>}</div>
      <div role="alert">{rowError && <p className="console-alert console-alert--error">{rowError}</p>}</div>
    </>
  );
}
