import { useLanguage, useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';

const SAMPLE_MARK = / \(sample\)$/;

/**
 * A person's name as the college's records hold it ('Dr. A. Baruah (sample)'), in every language
 * (docs/glossary.md): on an Assamese or Hindi page in its Latin letters marked lang="en", its sample
 * mark in the page's language. A name the record gives in the page's script is <Localized> instead.
 */
export function PersonName({ name }: { name: string }) {
  const t = useT(UI_NAMESPACE);
  if (useLanguage() === 'en') return <>{name}</>;
  const bare = name.replace(SAMPLE_MARK, '');
  return (
    <>
      <span lang="en">{bare}</span>
      {bare !== name && ` ${t('content.sample')}`}
    </>
  );
}
