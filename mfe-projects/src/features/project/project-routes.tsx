import type { ReactNode } from 'react';
import { SubSiteRoutes, type SubSitePage } from '@aec/ui';
import { PROJECT_PAGES, findProject, type Project, type ProjectPage as PageName } from '../../data/projects';
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

const documentsOf = (kind: 'downloads' | 'advertisement' | 'eap' | 'bog', emptyText: string, lead: (p: Project) => string) => (p: Project) => (
  <ProjectPage project={p} page={kind} lead={lead(p)}>
    {(record) => <ProjectDocuments documents={record.documents.filter((d) => d.kind === kind)} emptyText={emptyText} />}
  </ProjectPage>
);

const withHeader = (page: PageName, lead: (p: Project) => string, body: (p: Project) => ReactNode) => (p: Project) => (
  <>
    <ProjectPageHeader project={p} page={page} lead={lead(p)} />
    {body(p)}
  </>
);

/** One page per sub-route; every project uses the same components, driven by its record. */
const pages: Record<PageName, (p: Project) => ReactNode> = {
  home: (p) => (
    <ProjectPage project={p} page="home" lead={p.fullName} head={(r) => (r.project_banner ? { image: r.project_banner, imageAlt: r.project_banner_alt } : {})}>
      {(record) => <ProjectHome record={record} />}
    </ProjectPage>
  ),
  tender: withHeader('tender', (p) => `Tenders under ${p.name}, with their documents and corrigenda.`, (p) => <ProjectTenders project={p} type={p.tenderType} />),
  minutes: (p) => (
    <ProjectPage project={p} page="minutes" lead={`Minutes of the meetings that govern ${p.name} at the college, page by page.`}>
      {(record) => <ProjectMinutes minutes={record.documents.filter((d) => d.kind === 'minutes')} />}
    </ProjectPage>
  ),
  downloads: documentsOf('downloads', 'There are no downloads yet.', (p) => `Forms and documents of ${p.name}.`),
  notice: withHeader('notice', (p) => `Notices of ${p.name}, newest first.`, (p) => <ProjectNotices project={p} type={p.tenderType} />),
  advertisement: documentsOf('advertisement', 'There are no advertisements at present.', (p) => `Posts advertised under ${p.name}.`),
  activity: withHeader('activity', (p) => `Activities under ${p.name}.`, (p) => <ProjectActivity project={p} />),
  eap: documentsOf('eap', 'No environmental assessment has been published for this project.', (p) => `The environmental assessment and management plan of ${p.name}.`),
  bog: documentsOf('bog', 'No Board of Governors documents have been published for this project.', (p) => `The Board of Governors that oversees ${p.name}.`),
  progri: withHeader('progri', (p) => `Complaints about ${p.name} procurement: register, submit, and check the status.`, (p) => <ProcurementGrievance project={p} />),
};

const subPages: SubSitePage<Project>[] = [
  ...(Object.keys(PROJECT_PAGES) as PageName[]).map((page) => ({ path: page, render: pages[page] })),
  // Where the links in tender-alert mails land; not in the navigation.
  { path: 'subscription/confirm', render: (p: Project) => <SubscriptionLinkPage project={p} action="confirm" /> },
  { path: 'subscription/unsubscribe', render: (p: Project) => <SubscriptionLinkPage project={p} action="unsubscribe" /> },
];

/**
 * /project/{teqip|neqip|rusa}/{page}. Every sub-route renders for every project, also those not in
 * its navigation (a link from elsewhere still lands on a real page); unknown projects go to /404.
 */
export function ProjectRoutes() {
  return (
    <SubSiteRoutes<Project>
      find={findProject}
      rootPage="home"
      heading={(p) => p.name}
      menu={(p) => p.menu.map((m) => ({ label: m.label, to: `/project/${p.project_code}/${m.page}` }))}
      pages={subPages}
    />
  );
}
