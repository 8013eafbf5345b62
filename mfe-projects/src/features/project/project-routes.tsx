import type { ReactNode } from 'react';
import { SubSiteRoutes, type SubSitePage } from '@aec/ui';
import { PROJECT_PAGES, findProject, type Project, type ProjectPage as PageName } from '../../data/projects';
import { useProjectsT } from '../../messages/catalogue';
import { ProjectActivity } from './components/project-activity';
import { ProjectDocuments } from './components/project-documents';
import { ProjectHome } from './components/project-home';
import { ProjectMinutes } from './components/project-minutes';
import { ProjectNotices } from './components/project-notices';
import { ProjectPage } from './components/project-page';
import { ProjectPageHeader } from './components/project-page-header';
import { ProjectTenders } from './components/project-tenders';
import { ProcurementGrievance } from './components/procurement-grievance';
import { SubscriptionLinkPage } from './components/subscription-link-page';
import './project.css';

const documentsOf = (kind: 'downloads' | 'advertisement' | 'eap' | 'bog') => (p: Project) => (
  <ProjectPage project={p} page={kind}>
    {(record) => <ProjectDocuments documents={record.documents.filter((d) => d.kind === kind)} kind={kind} />}
  </ProjectPage>
);

const withHeader = (page: PageName, body: (p: Project) => ReactNode) => (p: Project) => (
  <>
    <ProjectPageHeader project={p} page={page} />
    {body(p)}
  </>
);

/** One page per sub-route; every project uses the same components, driven by its record. */
const pages: Record<PageName, (p: Project) => ReactNode> = {
  home: (p) => (
    <ProjectPage project={p} page="home" head={(r) => (r.project_banner ? { image: r.project_banner, imageAlt: r.project_banner_alt } : {})}>
      {(record) => <ProjectHome record={record} />}
    </ProjectPage>
  ),
  tender: withHeader('tender', (p) => <ProjectTenders project={p} type={p.tenderType} />),
  minutes: (p) => (
    <ProjectPage project={p} page="minutes">
      {(record) => <ProjectMinutes minutes={record.documents.filter((d) => d.kind === 'minutes')} />}
    </ProjectPage>
  ),
  downloads: documentsOf('downloads'),
  notice: withHeader('notice', (p) => <ProjectNotices project={p} type={p.tenderType} />),
  advertisement: documentsOf('advertisement'),
  activity: withHeader('activity', (p) => <ProjectActivity project={p} />),
  eap: documentsOf('eap'),
  bog: documentsOf('bog'),
  progri: withHeader('progri', (p) => <ProcurementGrievance project={p} />),
};

const subPages: SubSitePage<Project>[] = [
  ...PROJECT_PAGES.map((page) => ({ path: page, render: pages[page] })),
  // Where the links in tender-alert mails land; not in the navigation.
  { path: 'subscription/confirm', render: (p: Project) => <SubscriptionLinkPage project={p} action="confirm" /> },
  { path: 'subscription/unsubscribe', render: (p: Project) => <SubscriptionLinkPage project={p} action="unsubscribe" /> },
];

/**
 * /project/{teqip|neqip|rusa}/{page}. Every sub-route renders for every project, also those not in
 * its navigation (a link from elsewhere still lands on a real page); unknown projects go to /404.
 */
export function ProjectRoutes() {
  const t = useProjectsT();
  return (
    <SubSiteRoutes<Project>
      find={findProject}
      rootPage="home"
      heading={(p) => p.name}
      menu={(p) => p.menu.map((m) => ({ label: t(`menu.${m.label}`), to: `/project/${p.project_code}/${m.page}` }))}
      menuLabel={(p) => t('menu.label', { project: p.name })}
      pages={subPages}
    />
  );
}
