import { useCallback } from 'react';
import { useLanguage, useT } from '@aec/ui';
import { NAMESPACE } from '../messages/catalogue';

/**
 * Why a read failed, in the page's language. English pages keep the sentence @aec/ui's client wrote
 * (it may quote the server); Assamese and Hindi pages say the same by the HTTP status, since those
 * sentences are English (no status: the server could not be reached).
 */
export function useFailureText(): (error: string, status?: number) => string {
  const t = useT(NAMESPACE);
  const english = useLanguage() === 'en';
  return useCallback(
    (error: string, status?: number) => {
      if (english) return error;
      if (status === undefined) return t('failure.unreachable');
      if (status === 404) return t('failure.notFound');
      if (status === 429) return t('failure.busy');
      if (status >= 500) return t('failure.server');
      return t('failure.refused', { status });
    },
    [english, t],
  );
}
