import { useState, type FormEvent } from 'react';
import type { IssueList } from '@aec/ui';
import { fieldSentencesOf, messageOf } from './console-format';

/** What a form's own check found: the data to send, or an error per field ('' for the form as a whole). */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string>; summary?: string };

/** A zod result as a FormCheck, plus any error the schema cannot see (e.g. a repeated password). */
export function checkedBy<T>(result: { success: true; data: T } | { success: false; error: IssueList }, more: Record<string, string> = {}): FormCheck<T> {
  const errors = { ...(result.success ? {} : fieldSentencesOf(result.error)), ...more };
  return result.success && Object.keys(more).length === 0 ? { ok: true, data: result.data } : { ok: false, errors };
}

export interface ConsoleForm {
  errors: Record<string, string>;
  /** The sentence above the form, and when it was shown (FormError focuses it anew each time). */
  failure: { message: string | null; at: number };
  busy: boolean;
  submit: (event: FormEvent) => void;
}

/**
 * One console form's round: check in the browser (errors beside the fields, a summary on top),
 * send once at a time, and on a refusal show the server's sentence with everything typed kept.
 */
export function useConsoleForm<T>(check: () => FormCheck<T>, send: (data: T) => Promise<void>, onRefused?: () => void): ConsoleForm {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string | null; at: number }>({ message: null, at: 0 });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = check();
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure({ message: checked.summary ?? 'Check the fields marked below.', at: Date.now() });
      return;
    }
    setErrors({});
    setFailure({ message: null, at: 0 });
    setBusy(true);
    try {
      await send(checked.data);
    } catch (error) {
      onRefused?.();
      setFailure({ message: messageOf(error), at: Date.now() });
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, busy, submit: (event) => void submit(event) };
}
