import { useDateFormats, useLanguage, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../messages/catalogue';
import type { SiteDocument } from '../data/documents';

/** A link to a PDF that says what it is and how big (GIGW), and that it is a sample. */
export function DocumentLink({ document, label }: { document: SiteDocument; label?: string }) {
  const t = useT(SHELL_NAMESPACE);
  const english = useLanguage() === 'en';
  return (
    <a className="document-link" href={document.path} target="_blank" rel="noopener" type="application/pdf">
      <span className="document-link__icon" aria-hidden="true">
        PDF
      </span>
      <span className="document-link__text">
        {/* The college's documents are English PDFs, named in English. */}
        <span lang={english ? undefined : 'en'}>{label ?? document.title}</span>
        <span className="document-link__meta">
          {' '}
          {t('document.meta', { size: useDateFormats().number(document.sizeKb) })}
          <span className="visually-hidden">{t('document.newTab')}</span>)
        </span>
      </span>
    </a>
  );
}

/** Several documents as a list, one per line. */
export function DocumentList({ items, className }: { items: SiteDocument[]; className?: string }) {
  return (
    <ul className={`document-list${className ? ` ${className}` : ''}`}>
      {items.map((item) => (
        <li key={item.path}>
          <DocumentLink document={item} />
        </li>
      ))}
    </ul>
  );
}
