import { useT } from '@aec/ui';
import { NAMESPACE } from './catalogue';

/** The office's translate function (its catalogue, in the page's language). */
export function useOfficeT() {
  return useT(NAMESPACE);
}
