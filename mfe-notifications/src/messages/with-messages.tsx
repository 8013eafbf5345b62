import { withCatalogue } from '@aec/ui';
import { NAMESPACE, catalogue } from './catalogue';

/** A section or home widget that renders once this remote's messages in the page's language are there. */
export const withMessages = withCatalogue(NAMESPACE, catalogue);
