import { forwardRef } from 'react';

export interface SummaryError {
  /** Id of the field to move to, when the error belongs to one. */
  fieldId?: string;
  message: string;
}

/** The errors of a submit, focused so that a screen reader reads them; each links to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: SummaryError[] }>(function ErrorSummary({ errors }, ref) {
  return (
    <div ref={ref} tabIndex={-1} className="pub-summary" role="alert" aria-labelledby="pub-summary-title" hidden={errors.length === 0}>
      <h2 id="pub-summary-title">There is a problem</h2>
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
    </div>
  );
});
