import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';

/**
 * A form's own failure (the server's sentence): announced, and focused each time it is shown
 * (`shownAt` changes on every failed attempt, also when the sentence is the same as before).
 */
export function FormError({ message, shownAt }: { message: string | null; shownAt: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, shownAt]);
  return (
    <div role="alert" className="console-alert-slot">
      {message && (
        <p ref={ref} tabIndex={-1} className="console-alert console-alert--error">
          {message}
        </p>
      )}
    </div>
  );
}

/** A submit button that says it is busy and cannot be pressed twice. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  className = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyLabel: string }) {
  return (
    <button {...rest} className={className} disabled={busy || rest.disabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
