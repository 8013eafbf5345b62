import type { ComponentType } from 'react';
import { Catalogue } from '@aec/ui';
import { NAMESPACE, catalogue } from './catalogue';

/** A section or home widget that renders once this remote's messages in the page's language are there. */
export function withMessages<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithMessages(props: P) {
    return (
      <Catalogue namespace={NAMESPACE} loader={catalogue}>
        <Component {...props} />
      </Catalogue>
    );
  }
  WithMessages.displayName = `WithMessages(${Component.displayName ?? Component.name})`;
  return WithMessages;
}
