import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Sets the control's required state; the form says once that every field is needed. */
  required?: boolean;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; required?: boolean }) => ReactNode;
}

/** A labelled control with its hint and its error beside it (read out with the control). */
export function Field({ id, label, error, hint, required, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required })}
      {error && (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children' | 'required'> & { inputRef?: Ref<HTMLInputElement> };

export function TextField({ id, label, error, hint, required, inputRef, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(control) => <input ref={inputRef} {...input} {...control} />}
    </Field>
  );
}
