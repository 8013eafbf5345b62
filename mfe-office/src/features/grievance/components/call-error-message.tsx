import type { Ref } from 'react';

/**
 * Why the last call failed, in words. The live region is always in the page so that screen readers
 * announce the message when it appears; it takes focus so keyboard users land on it.
 */
export function CallErrorMessage({ message, ref }: { message: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={message ? 'call-error' : 'call-error call-error--empty'}>
      {message && <p className="message--error">{message}</p>}
    </div>
  );
}
