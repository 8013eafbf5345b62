import { Link, useLocation } from 'react-router';
import { collegeDay, formatLongDate, usePageNow } from '@aec/ui';
import { DocumentLink } from '../components/document-link';
import { SITE_UPDATED, findShellPage } from '../data/site-pages';
import { footerDocuments, footerGroups } from './nav-links';

/** GIGW: every page says when it was last updated; pages of the remotes share the site's release date. */
function LastUpdated() {
  const { pathname } = useLocation();
  const updated = findShellPage(pathname.replace(/(.)\/$/, '$1'))?.updated ?? SITE_UPDATED;
  return (
    <p className="last-updated">
      Last updated: <time dateTime={updated}>{formatLongDate(updated)}</time>
    </p>
  );
}

export function SiteFooter() {
  // The year in India, at the page's moment (the server's while hydrating: the same markup at New Year).
  const year = collegeDay(usePageNow())?.slice(0, 4);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact" className="site-footer__contact">
          <h2 id="footer-contact">Assam Engineering College</h2>
          <address>
            Jalukbari, Guwahati, Assam 781013
            <br />
            Phone: <a href="tel:+913612570000">+91 361 257 0000</a> (sample)
            <br />
            Email: <a href="mailto:principal@aec.ac.in">principal@aec.ac.in</a>
          </address>
          <p>Office: 10:00 AM to 4:00 PM, six days a week, except government holidays.</p>
          <p>
            Anti-ragging helpline (24x7, toll-free): <a href="tel:18001805522">1800-180-5522</a>
          </p>
        </section>
        {footerGroups.map((group) => (
          <section key={group.heading} aria-labelledby={`footer-${group.heading.replace(/\W+/g, '-').toLowerCase()}`}>
            <h2 id={`footer-${group.heading.replace(/\W+/g, '-').toLowerCase()}`}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="footer-documents" className="site-footer__documents">
          <h2 id="footer-documents">Documents</h2>
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
          <p>
            © {year} Assam Engineering College, Government of Assam. Content owned and maintained by the
            college. Names, numbers and documents marked sample are to be replaced by the college.
          </p>
        </div>
      </div>
    </footer>
  );
}
