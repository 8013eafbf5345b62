import type { ReactNode } from 'react';
import { useLanguage } from '@aec/ui';
import { useCampusT } from '../messages/catalogue';

/** 'en' on Assamese and Hindi pages, for an element holding English text (a name, a sample story); nothing on English pages. */
export function useEnglishLang(): 'en' | undefined {
  return useLanguage() === 'en' ? undefined : 'en';
}

/**
 * Sample stories written only in English (hostel and club sub-sites): on an Assamese or Hindi page
 * a one-line note in the page's language says so, and the block is read in an English voice.
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  const t = useCampusT();
  if (useLanguage() === 'en') return <>{children}</>;
  return (
    <div className="campus-english">
      <p className="campus-english__note">{t('common.inEnglish')}</p>
      <div lang="en">{children}</div>
    </div>
  );
}
