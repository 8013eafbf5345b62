import { MarkedText, useLanguage } from '@aec/ui';
import { useOfficeT } from '../messages/hooks';

/**
 * A PDF to download: its title and a Download button that opens it in a new tab (docs/product/office-and-grievances.md /ecta/resources).
 * The documents are English, under their English titles (marked so on an Assamese or Hindi page).
 */
export function DocumentCard({ title, link, headingLevel = 2 }: { title: string; link: string; headingLevel?: 2 | 3 }) {
  const t = useOfficeT();
  const titleLang = useLanguage() === 'en' ? undefined : 'en';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card document-card">
      <span className="document-card__icon" aria-hidden="true">
        {t('common.pdf')}
      </span>
      <Heading className="document-card__title" lang={titleLang}>
        {title}
      </Heading>
      <a className="button document-card__download" href={link} target="_blank" rel="noopener">
        {t('common.download')}
        <span className="visually-hidden">
          {' '}
          <MarkedText text={t('common.downloadDetail', { title })} parts={{ doc: (text) => <span lang={titleLang}>{text}</span> }} />
        </span>
      </a>
    </li>
  );
}
