import { Link } from 'react-router';
import { InstitutionalPage } from '../../components/institutional-page';
import { remoteSitemapPages, shellPages } from '../../data/site-pages';

/** Every page of the site grouped by topic: the shell's own pages and the main page of each remote section. */
function sitemapGroups(): { heading: string; links: { path: string; title: string }[] }[] {
  const groups = new Map<string, { path: string; title: string }[]>();
  const add = (heading: string, link: { path: string; title: string }) => groups.set(heading, [...(groups.get(heading) ?? []), link]);
  add('Home', { path: '/', title: 'Home' });
  for (const page of shellPages) if (page.inSitemap !== false) add(page.group, page);
  for (const page of remoteSitemapPages) add(page.group, page);
  return [...groups].map(([heading, links]) => ({ heading, links }));
}

export function SitemapPage() {
  return (
    <InstitutionalPage>
      <div className="sitemap">
        {sitemapGroups().map((group) => (
          <section key={group.heading} aria-labelledby={`sitemap-${group.heading.replace(/\W+/g, '-')}`}>
            <h2 id={`sitemap-${group.heading.replace(/\W+/g, '-')}`}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </InstitutionalPage>
  );
}
