import { useLanguage } from '@aec/ui';
import { useCampusT } from '../messages/catalogue';

/**
 * Why a read failed, in the page's language. English pages show the sentence the kit or the server
 * wrote; Assamese and Hindi pages say the same kind of thing in their language (the kit words its
 * failures in English, and the server's own sentences are English).
 */
export function useFailureReason(): (error: string, httpStatus?: number) => string {
  const t = useCampusT();
  const english = useLanguage() === 'en';
  return (error, httpStatus) => {
    if (english) return error;
    if (httpStatus === 404) return t('common.errors.notFound');
    if (httpStatus === 429) return t('common.errors.tooMany');
    if (httpStatus !== undefined && httpStatus >= 500) return t('common.errors.server');
    return t('common.errors.other');
  };
}
