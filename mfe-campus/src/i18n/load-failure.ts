import { UI_NAMESPACE, useLanguage, useT } from '@aec/ui';

/**
 * Why a read failed, in the page's language. English pages show the sentence the kit or the server
 * wrote (the server's own sentences are English); Assamese and Hindi pages say the same kind of
 * thing with the kit's words (ui: errors.*), chosen by the answer's status.
 */
export function useFailureReason(): (error: string, httpStatus?: number) => string {
  const t = useT(UI_NAMESPACE);
  const english = useLanguage() === 'en';
  return (error, httpStatus) => {
    if (english) return error;
    if (httpStatus === 404) return t('errors.notFound');
    if (httpStatus === 429) return t('errors.tooMany');
    if (httpStatus !== undefined && httpStatus >= 500) return t('errors.server');
    return t('errors.unexpected');
  };
}
