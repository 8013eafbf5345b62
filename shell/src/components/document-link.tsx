import type { SiteDocument } from '../data/documents';

/** A link to a PDF that says what it is and how big (GIGW), and that it is a sample. */
export function DocumentLink({ document, label }: { document: SiteDocument; label?: string }) {
  return (
    <a className="document-link" href={document.path} target="_blank" rel="noopener" type="application/pdf">
      <span className="document-link__icon" aria-hidden="true">PDF</span>
      <span className="document-link__text">
        {label ?? document.title}
        <span className="document-link__meta">
          {' '}
          (PDF, {document.sizeKb} KB, sample<span className="visually-hidden">, opens in a new tab</span>)
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
