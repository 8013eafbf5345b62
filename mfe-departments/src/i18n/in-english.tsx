import { useLanguage } from '@aec/ui';
import { useDepartmentsT } from '../messages/catalogue';

/** 'en' on Assamese and Hindi pages, for an element holding English text (a department's own texts, a name); nothing on English pages. */
export function useEnglishLang(): 'en' | undefined {
  return useLanguage() === 'en' ? undefined : 'en';
}

/**
 * The one line an Assamese or Hindi department page shows above the department's own texts, which
 * are written in English only (and marked lang="en" where they stand); nothing on English pages.
 */
export function EnglishNote() {
  const t = useDepartmentsT();
  if (useLanguage() === 'en') return null;
  return <p className="dept-english-note">{t('common.inEnglish')}</p>;
}
