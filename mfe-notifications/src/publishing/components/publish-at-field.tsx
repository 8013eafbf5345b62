import { TextField } from '@aec/ui';
import { fromIndiaTime } from '../status';

/** "Publish at", in India time, for every kind the workflow holds: hidden until then, then published by the server on its own. */
export function PublishAtField({ idPrefix, value, onChange, error }: { idPrefix: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField
      id={`${idPrefix}-publishAt`}
      markOptional
      label="Publish at (India time)"
      type="datetime-local"
      hint="Hidden until then, then published on its own. Empty: now (or when approved)."
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** The write's publishAt, only when a time was entered. */
export const publishAtOf = (value: string) => (value ? { publishAt: fromIndiaTime(value) } : {});
