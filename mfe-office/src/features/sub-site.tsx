import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingState, PageHeader, SectionLayout } from '@aec/ui';
import type { SubSiteDefinition } from '../data/sub-sites';

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
                {/* Forms load their code on demand; the heading shows at once. */}
                <Suspense fallback={<LoadingState label="Loading…" />}>{content[page.path]}</Suspense>
              </>
            );
            return page.path ? <Route key={page.path} path={page.path} element={element} /> : <Route key="index" index element={element} />;
          })}
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </SectionLayout>
    </div>
  );
}
