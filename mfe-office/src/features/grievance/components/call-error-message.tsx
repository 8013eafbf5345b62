import type { Ref } from 'react';
import type { FailureWords } from '../grievance-words';

/**
 * Why the last call failed, in words. The live region is always in the page so that screen readers
 * announce the message when it appears; it takes focus so keyboard users land on it.
 */
export function CallErrorMessage({ failure, ref }: { failure: FailureWords | null; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={failure ? 'call-error' : 'call-error call-error--empty'}>
      {failure && (
        <p className="message--error" lang={failure.lang}>
          {failure.text}
        </p>
      )}
    </div>
  );
}
