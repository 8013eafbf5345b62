import { useCallback } from 'react';
import { useLanguage, useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';

/**
 * Why a call failed, in the page's language, for a section's error state. English pages keep the
 * sentence the kit's client wrote (it may quote the server, whose sentences are English); Assamese
 * and Hindi pages say the same by the HTTP status in the kit's own words (no status: the server
 * could not be reached).
 */
export function useFailureText(): (error: string, status?: number) => string {
  const ui = useT(UI_NAMESPACE);
  const english = useLanguage() === 'en';
  return useCallback(
    (error: string, status?: number) => {
      if (english) return error;
      if (status === undefined) return ui('errors.unreachable');
      if (status === 404) return ui('errors.notFound');
      if (status === 429) return ui('errors.tooMany');
      if (status >= 500) return ui('errors.server');
      return ui('errors.refused', { status });
    },
    [english, ui],
  );
}
