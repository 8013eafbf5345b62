import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { NotFoundRedirect } from '../render/not-found-redirect';
import { SectionLayout, type SectionMenuItem } from './section-layout';

export interface SubSitePage<R> {
  /** Sub-route below /<base>/<id>/, e.g. 'home'. */
  path: string;
  render: (record: R) => ReactNode;
}

interface SubSiteRoutesProps<R> {
  /** Looks a record up by the :id of the URL; undefined sends the visitor to /404. */
  find: (id: string | undefined) => R | undefined;
  /** Every valid sub-route; any other sends the visitor to /404. */
  pages: SubSitePage<R>[];
  /** The page the bare /<base>/<id> shows. */
  rootPage: string;
  heading: (record: R) => string;
  menu: (record: R, id: string) => SectionMenuItem[];
  /** Names the sub-site's menu for screen readers, in the page's language (default '<heading> menu'). */
  menuLabel?: (record: R) => string;
  /** What /<base> itself shows (a landing page); without it, /<base> goes to /404. */
  landing?: ReactNode;
}

/**
 * One record-driven sub-site (a department, hostel, club or project): heading band, its own menu,
 * one page per sub-route. Thirteen departments are thirteen records, not thirteen components.
 */
export function SubSiteRoutes<R>(props: SubSiteRoutesProps<R>) {
  return (
    <Routes>
      <Route index element={props.landing ?? <NotFoundRedirect />} />
      <Route path=":id/*" element={<SubSite {...props} />} />
    </Routes>
  );
}

function SubSite<R>({ find, pages, rootPage, heading, menu, menuLabel }: SubSiteRoutesProps<R>) {
  const { id = '' } = useParams();
  const record = find(id);
  if (!record) return <NotFoundRedirect />;
  const root = pages.find((p) => p.path === rootPage);
  return (
    <div className="container page">
      <SectionLayout heading={heading(record)} menu={menu(record, id)} menuLabel={menuLabel?.(record)}>
        <Routes>
          {root && <Route index element={root.render(record)} />}
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={page.render(record)} />
          ))}
          <Route path="*" element={<NotFoundRedirect />} />
        </Routes>
      </SectionLayout>
    </div>
  );
}
