import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/** What a field gives its control: the id its label points at, and the hint and error tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
}

export interface FieldProps {
  /** The control's id (its label's `for`); a generated one when not given. A field given an id is also posted under it as `name`. */
  id?: string;
  label: string;
  /** Shown under the label and read with the control. */
  hint?: ReactNode;
  /** Shown above the control, read with it, and marks it invalid. */
  error?: string;
  /**
   * The control's own required state, which screen readers announce; the red asterisk beside the
   * label is only seen (aria-hidden), so "required" is never read twice.
   */
  required?: boolean;
  /** Says "(optional)" after the label of a field that is not required (for forms where most fields are). */
  markOptional?: boolean;
  /** More classes for the field's frame (layouts of one screen). */
  className?: string;
}

/** Ids of the hint and the error that describe the control of field `id`. */
function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled control with its hint and error: label, hint, error, then the control, so that a
 * sighted reader meets the error before the control and a screen reader hears both with it.
 * `children` renders the control from the props it must carry.
 */
export function Field({
  id: givenId,
  label,
  hint,
  error,
  required,
  markOptional,
  className,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const t = useT(UI_NAMESPACE);
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
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
        {!required && markOptional && <span className="field__optional"> {t('form.optional')}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, hint, error), required })}
    </div>
  );
}

/** Every control of the kit: the value as a string, and onChange called with the new one. */
interface ValueProps {
  value: string;
  onChange: (value: string) => void;
}

type NativeProps<A> = Omit<A, 'id' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'className' | 'children'>;

export type TextFieldProps = FieldProps & ValueProps & NativeProps<InputHTMLAttributes<HTMLInputElement>> & { inputRef?: Ref<HTMLInputElement> };

/** A labelled one-line input (text, email, date, password …). */
export function TextField({ id, label, hint, error, required, markOptional, className, value, onChange, inputRef, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} markOptional={markOptional} className={className}>
      {(control) => <input name={id} {...input} {...control} ref={inputRef} type={type} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

export type TextAreaProps = FieldProps & ValueProps & NativeProps<TextareaHTMLAttributes<HTMLTextAreaElement>> & { inputRef?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line input (six lines unless `rows` says otherwise). */
export function TextArea({ id, label, hint, error, required, markOptional, className, value, onChange, inputRef, rows = 6, ...textarea }: TextAreaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} markOptional={markOptional} className={className}>
      {(control) => (
        <textarea name={id} {...textarea} {...control} ref={inputRef} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldProps & ValueProps & NativeProps<SelectHTMLAttributes<HTMLSelectElement>> & { options: readonly SelectOption[] };

/** A labelled drop-down of `options`. */
export function Select({ id, label, hint, error, required, markOptional, className, value, onChange, options, ...select }: SelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} markOptional={markOptional} className={className}>
      {(control) => (
        <select name={id} {...select} {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface CheckboxProps {
  id?: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/** A checkbox with its label after it and its hint read with it. */
export function Checkbox({ id: givenId, label, hint, checked, onChange, className }: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={['field', 'field--checkbox', className ?? ''].filter(Boolean).join(' ')}>
      <input
        id={id}
        name={givenId}
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy(id, hint, undefined)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A field's error, read with its control (`${id}-error` in the control's aria-describedby): for
 * groups the kit has no part for (a fieldset of file uploads), so they say it the same way.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const t = useT(UI_NAMESPACE);
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      <span className="visually-hidden">{t('form.error')}</span>
      {error}
    </p>
  );
}
