import { Link, useHref, useLocation } from 'react-router';
import type { PageReviewResponse } from '@aec/contracts';
import { collegeDay, useDateFormats, useLite, usePageNow, useResource, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../messages/catalogue';
import { DocumentLink } from '../components/document-link';
import { SITE_UPDATED, findShellPage } from '../data/site-pages';
import { footerDocuments, footerGroups } from './nav-links';

/** GIGW: every page says when it was last updated; pages of the remotes share the site's release date. */
function LastUpdated() {
  const t = useT(SHELL_NAMESPACE);
  const formats = useDateFormats();
  const { pathname } = useLocation();
  const updated = findShellPage(pathname.replace(/(.)\/$/, '$1'))?.updated ?? SITE_UPDATED;
  return (
    <p className="last-updated">
      {t('footer.lastUpdated')} <time dateTime={updated}>{formats.longDate(updated)}</time>
    </p>
  );
}

/**
 * GIGW: an institutional page says when staff last reviewed it (the console's Page reviews sets the
 * day, without a release); a page never reviewed counts its last update. The answer is read by the
 * server's render and embedded, so the browser fetches nothing for it.
 */
function LastReviewed() {
  const t = useT(SHELL_NAMESPACE);
  const formats = useDateFormats();
  const { pathname } = useLocation();
  const found = findShellPage(pathname.replace(/(.)\/$/, '$1'));
  const page = found && found.feature !== 'login' ? found : undefined;
  const review = useResource<PageReviewResponse>(page ? `/api/page-review?path=${encodeURIComponent(page.path)}` : null);
  if (!page) return null;
  // The day in India, the college's calendar.
  const reviewed = (review.data?.reviewedAt && collegeDay(review.data.reviewedAt)) || page.updated;
  return (
    <p className="last-updated" data-testid="last-reviewed">
      {t('footer.lastReviewed')} <time dateTime={reviewed}>{formats.longDate(reviewed)}</time>
    </p>
  );
}

/**
 * Lite pages on or off (docs/product/performance.md): a plain link (a full load, also without script) that
 * the server remembers in a cookie and answers with this page again, rendered lite or not.
 */
function LiteLink() {
  const t = useT(SHELL_NAMESPACE);
  const lite = useLite();
  const { pathname, search } = useLocation();
  const here = useHref(`${pathname}${search}`);
  return (
    <p className="site-footer__lite">
      <a href={`/api/lite?mode=${lite ? 'off' : 'on'}&back=${encodeURIComponent(here)}`} rel="nofollow">
        {t(lite ? 'footer.liteOff' : 'footer.liteOn')}
      </a>
    </p>
  );
}

export function SiteFooter() {
  const t = useT(SHELL_NAMESPACE);
  // The year in India, at the page's moment (the server's while hydrating: the same markup at New Year).
  const year = collegeDay(usePageNow())?.slice(0, 4);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact" className="site-footer__contact">
          <h2 id="footer-contact">{t('header.brandName')}</h2>
          <address>
            {t('footer.address')}
            <br />
            {t('footer.phone')} <a href="tel:+913612570000">+91 361 257 0000</a> {t('footer.sample')}
            <br />
            {t('footer.email')} <a href="mailto:principal@aec.ac.in">principal@aec.ac.in</a>
          </address>
          <p>{t('footer.officeHours')}</p>
          <p>
            {t('footer.antiRaggingHelpline')} <a href="tel:18001805522">1800-180-5522</a>
          </p>
        </section>
        {footerGroups.map((group) => (
          <section key={group.heading} aria-labelledby={`footer-${group.heading.replace(/\W+/g, '-').toLowerCase()}`}>
            <h2 id={`footer-${group.heading.replace(/\W+/g, '-').toLowerCase()}`}>{t(group.heading)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-documents" className="site-footer__documents">
          <h2 id="footer-documents">{t('footer.documents')}</h2>
          <ul>
            {footerDocuments.map((document) => (
              <li key={document.path}>
                <DocumentLink document={document} />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          <LastUpdated />
          <LastReviewed />
          <LiteLink />
          <p>{t('footer.copyrightLine', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
