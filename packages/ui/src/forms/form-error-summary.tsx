import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { forwardRef, useId } from 'react';

export interface FormError {
  /** Id of the field the error belongs to (the summary links to it); none for an error of the whole form. */
  fieldId?: string;
  message: string;
}

export interface FormErrorSummaryProps {
  errors: readonly FormError[];
  title?: string;
  className?: string;
}

/**
 * The errors of a failed submit above the form, each a link that moves focus to its field. The
 * live region is always there (so what appears in it is announced); the ref lets the form focus it.
 */
export const FormErrorSummary = forwardRef<HTMLDivElement, FormErrorSummaryProps>(function FormErrorSummary({ errors, title, className }, ref) {
  const t = useT(UI_NAMESPACE);
  const titleId = useId();
  const shown = errors.length > 0;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={shown ? titleId : undefined}
      className={['error-summary', shown ? '' : 'error-summary--empty', className ?? ''].filter(Boolean).join(' ')}
    >
      {shown && (
        <>
          <p id={titleId} className="error-summary__title">
            {title ?? t('form.problem')}
          </p>
          <ul>
            {errors.map((error, index) => (
              <li key={`${error.fieldId ?? 'form'}-${index}`}>
                {error.fieldId ? (
                  <a
                    href={`#${error.fieldId}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(error.fieldId!)?.focus();
                    }}
                  >
                    {error.message}
                  </a>
                ) : (
                  error.message
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});

/** The summary's list from errors by field name, in their order; `fieldIdOf` names each field's control. */
export function formErrorsOf(errors: Partial<Record<string, string>>, fieldIdOf: (field: string) => string = (field) => field): FormError[] {
  return Object.entries(errors).flatMap(([field, message]) => (message ? [{ fieldId: field ? fieldIdOf(field) : undefined, message }] : []));
}
