import { Link } from 'react-router';
import { footerGroups } from './nav-links';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Assam Engineering College</h2>
          <address>
            Jalukbari, Guwahati, Assam 781013
            <br />
            Phone: +91 361 257 0000 (sample)
            <br />
            Email: <a href="mailto:principal@aec.ac.in">principal@aec.ac.in</a>
          </address>
        </section>
        {footerGroups.map((group) => (
          <section key={group.heading} aria-label={group.heading}>
            <h2>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="container site-footer__legal">© {new Date().getFullYear()} Assam Engineering College. Sample content marked as such is to be replaced by the college.</p>
    </footer>
  );
}
