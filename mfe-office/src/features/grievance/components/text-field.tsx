import type { ChangeEvent, Ref } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  hint?: string;
  type?: 'text' | 'email';
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  autoComplete?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled field whose hint and error are read with it; required fields carry the red asterisk of SPEC §5. */
export function TextField({ id, label, value, onChange, required, error, hint, type = 'text', multiline, rows = 6, autoComplete, maxLength, inputRef }: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: id,
    value,
    required,
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ref: inputRef,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {' '}
            <span className="required-mark" aria-hidden="true">
              *
            </span>
          </>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {multiline ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />}
    </div>
  );
}
