import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@aec/ui';
import { findShellPage } from '../data/site-pages';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/**
 * The frame of every institutional page: breadcrumb, the one h1 and lead (also the browser title and
 * meta description), then the page's own content. Title and lead come from data/site-pages.ts.
 */
export function InstitutionalPage({ children }: { children: ReactNode }) {
  const path = withoutTrailingSlash(useLocation().pathname);
  const page = findShellPage(path);
  const parent = findShellPage(path.slice(0, path.lastIndexOf('/')));
  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {parent && (
            <li>
              <Link to={parent.path}>{parent.title}</Link>
            </li>
          )}
          <li aria-current="page">{page?.title}</li>
        </ol>
      </nav>
      <PageHeader title={page?.title ?? ''} lead={page?.description} />
      <div className="page-body">{children}</div>
    </div>
  );
}

/** A titled block of an institutional page. */
export function PageSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section id={id} className="page-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** Big numbers with their meaning (1:16, 100+ …). */
export function FactFigures({ figures }: { figures: { value: string; label: string }[] }) {
  return (
    <dl className="figures figures--large">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
