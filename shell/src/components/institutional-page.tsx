import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader, useLanguage, useT } from '@aec/ui';
import { findShellPage, type ShellPage } from '../data/site-pages';
import { SHELL_NAMESPACE } from '../messages/catalogue';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

/**
 * The frame of every institutional page: breadcrumb, the one h1 and lead (also the browser title and
 * meta description), then the page's own content. Title and lead come from data/site-pages.ts; a
 * page whose text is English only (`englishBody`) says so in the page's language and is marked
 * lang="en" on Assamese and Hindi pages.
 */
export function InstitutionalPage({ children }: { children: ReactNode }) {
  const t = useT(SHELL_NAMESPACE);
  const english = useLanguage() === 'en';
  const path = withoutTrailingSlash(useLocation().pathname);
  const page = findShellPage(path);
  const parent = findShellPage(path.slice(0, path.lastIndexOf('/')));
  // Titles and leads in the page's language (pages.<path> of the catalogue); a lead not yet written
  // in it is given in English, in an English voice, and only when it is there.
  const titleOf = (shellPage: ShellPage) => (english ? shellPage.title : t(`pages.${shellPage.path}.title`, { defaultValue: shellPage.title }));
  const translatedLead = page && !english ? t(`pages.${page.path}.description`, { defaultValue: '' }) : '';
  return (
    <div className="container page">
      <nav aria-label={t('page.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('nav.home')}</Link>
          </li>
          {parent && (
            <li>
              <Link to={parent.path}>{titleOf(parent)}</Link>
            </li>
          )}
          <li aria-current="page">{page && titleOf(page)}</li>
        </ol>
      </nav>
      <PageHeader
        title={page ? titleOf(page) : ''}
        lead={english ? page?.description : translatedLead || undefined}
        description={translatedLead || page?.description}
      >
        {!english && !translatedLead && page?.description && (
          <p className="page-header__lead" lang="en">
            {page.description}
          </p>
        )}
      </PageHeader>
      {!english && page?.englishBody ? (
        <>
          <p className="section-language-note">{t('page.inEnglish')}</p>
          <div className="page-body" lang="en">
            {children}
          </div>
        </>
      ) : (
        <div className="page-body">{children}</div>
      )}
    </div>
  );
}

/** A titled block of an institutional page. */
export function PageSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const ownId = useId();
  // An English title names its heading (stable anchors); a title in Assamese or Hindi has no Latin letters to name it by.
  const slug = title
    .replace(/\W+/g, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
  const headingId = `${id ?? (slug || ownId)}-title`;
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
