import type { ReactNode } from 'react';
import { usePageTitle } from '../page-title';

interface PageHeaderProps {
  title: string;
  /** Shown under the title and used as the page's meta description. */
  lead?: string;
  /** Overrides the browser tab title when it should differ from the visible heading. */
  documentTitle?: string;
  /** The meta description, when it should differ from the lead (or there is no lead). */
  description?: string;
  children?: ReactNode;
}

/** The one h1 of a page; also sets the document title so every route names itself. */
export function PageHeader({ title, lead, documentTitle, description, children }: PageHeaderProps) {
  usePageTitle(documentTitle ?? title, description ?? lead);
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {lead && <p className="page-header__lead">{lead}</p>}
      {children}
    </header>
  );
}
