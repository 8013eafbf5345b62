/** Announces what is wrong with the form as a whole; each field also shows its own message. */
export function FieldErrorSummary({ errors }: { errors: Partial<Record<string, string>> }) {
  const messages = Object.values(errors).filter((m): m is string => Boolean(m));
  return (
    <div role="alert" className={messages.length ? 'field-error-summary' : 'field-error-summary field-error-summary--empty'}>
      {messages.length > 0 && (
        <>
          <p className="message--error">{messages.length === 1 ? 'Please correct this field:' : `Please correct these ${messages.length} fields:`}</p>
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
