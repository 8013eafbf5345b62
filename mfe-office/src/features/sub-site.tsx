import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState, NotFoundRedirect, ReadySuspense, PageHeader, SectionLayout, usePageHead, type Breadcrumb } from '@aec/ui';
import type { SitePage, SubSiteDefinition } from '../data/sub-sites';

/** Home / <sub-site> / <page>; the sub-site's home page is the last crumb itself. */
export function breadcrumbsOf(site: SubSiteDefinition, page: SitePage): Breadcrumb[] {
  const home: Breadcrumb = { name: 'Home', path: '/' };
  if (!page.path) return [home, { name: site.name, path: site.base }];
  return [home, { name: site.name, path: site.base }, { name: page.title, path: `${site.base}/${page.path}` }];
}

/** What a sub-site page says about itself in the head: its title, description and place in the sub-site. */
function SubSitePageHead({ site, page }: { site: SubSiteDefinition; page: SitePage }) {
  usePageHead({ title: page.title, description: page.description ?? page.lead, breadcrumbs: breadcrumbsOf(site, page) });
  return null;
}

/** Renders a sub-site from its definition; `content` supplies each page's body by path. */
export function SubSite({ site, content = {} }: { site: SubSiteDefinition; content?: Record<string, ReactNode> }) {
  return (
    <div className="container page">
      <SectionLayout heading={site.heading} menu={site.menu}>
        <Routes>
          {site.pages.map((page) => {
            const element = (
              <>
                <PageHeader title={page.title} lead={page.lead} />
                <SubSitePageHead site={site} page={page} />
                {/* Forms load their code on demand; the heading shows at once. */}
                <ReadySuspense fallback={<LoadingState label="Loading…" />}>{content[page.path]}</ReadySuspense>
              </>
            );
            return page.path ? <Route key={page.path} path={page.path} element={element} /> : <Route key="index" index element={element} />;
          })}
          <Route path="*" element={<NotFoundRedirect />} />
        </Routes>
      </SectionLayout>
    </div>
  );
}
