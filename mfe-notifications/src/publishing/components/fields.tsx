import type { ReactNode } from 'react';

interface FieldBase {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** Ids of the hint and the error that describe a field. */
export function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldText({ id, hint, error }: Pick<FieldBase, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="pub-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="pub-field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
    </>
  );
}

function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {!required && <span className="pub-field__optional"> (optional)</span>}
    </>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  type = 'text',
  multiline,
  autoComplete = 'off',
}: FieldBase & { value: string; onChange: (value: string) => void; type?: 'text' | 'date' | 'datetime-local'; multiline?: boolean; autoComplete?: string }) {
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': required || undefined,
  };
  return (
    <div className={`pub-field${error ? ' pub-field--invalid' : ''}`}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <FieldText id={id} hint={hint} error={error} />
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  options,
}: FieldBase & { value: string; onChange: (value: string) => void; options: Array<{ value: string; label: string }> }) {
  return (
    <div className={`pub-field${error ? ' pub-field--invalid' : ''}`}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <FieldText id={id} hint={hint} error={error} />
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField({ id, label, hint, checked, onChange }: Omit<FieldBase, 'error' | 'required'> & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="pub-field pub-field--checkbox">
      <input id={id} type="checkbox" checked={checked} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="pub-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
