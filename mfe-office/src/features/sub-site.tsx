import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import {
  LoadingState,
  NotFoundRedirect,
  ReadySuspense,
  PageHeader,
  SectionLayout,
  languagePath,
  useLanguage,
  usePageHead,
  type Breadcrumb,
  type Language,
} from '@aec/ui';
import type { SitePage, SubSiteDefinition } from '../data/sub-sites';
import { useOfficeT } from '../messages/hooks';

type Translate = (key: string) => string;

/** Home / <sub-site> / <page>, in the page's language and under its paths; the sub-site's home page is the last crumb itself. */
export function breadcrumbsOf(site: SubSiteDefinition, page: SitePage, t: Translate, language: Language = 'en'): Breadcrumb[] {
  const crumb = (name: string, path: string): Breadcrumb => ({ name, path: languagePath(language, path) });
  const home = crumb(t('common.home'), '/');
  const siteCrumb = crumb(t(site.name), site.base);
  if (!page.path) return [home, siteCrumb];
  return [home, siteCrumb, crumb(t(page.title), `${site.base}/${page.path}`)];
}

/** What a sub-site page says about itself in the head: its title, description and place in the sub-site. */
function SubSitePageHead({ site, page }: { site: SubSiteDefinition; page: SitePage }) {
  const t = useOfficeT();
  const language = useLanguage();
  const description = page.description ?? page.lead;
  usePageHead({ title: t(page.title), description: description ? t(description) : undefined, breadcrumbs: breadcrumbsOf(site, page, t, language) });
  return null;
}

/** Renders a sub-site from its definition; `content` supplies each page's body by path. */
export function SubSite({ site, content = {} }: { site: SubSiteDefinition; content?: Record<string, ReactNode> }) {
  const t = useOfficeT();
  const heading = t(site.heading);
  const menu = site.menu.map((item) => ({ ...item, label: t(item.label) }));
  return (
    <div className="container page">
      <SectionLayout heading={heading} menu={menu} menuLabel={t('common.menuLabel', { heading })}>
        <Routes>
          {site.pages.map((page) => {
            const element = (
              <>
                <PageHeader title={t(page.title)} lead={page.lead ? t(page.lead) : undefined} />
                <SubSitePageHead site={site} page={page} />
                {/* Forms load their code on demand; the heading shows at once. */}
                <ReadySuspense fallback={<LoadingState label={t('common.loading')} />}>{content[page.path]}</ReadySuspense>
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
