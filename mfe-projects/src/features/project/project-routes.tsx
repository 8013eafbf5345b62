import { PageHeader, SubSiteRoutes } from '@aec/ui';
import { PROJECT_PAGES, findProject, type Project, type ProjectPage } from '../../data/projects';

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
      pages={(Object.keys(PROJECT_PAGES) as ProjectPage[]).map((page) => ({
        path: page,
        render: (p) => <PageHeader title={`${p.name}: ${PROJECT_PAGES[page]}`} lead={page === 'home' ? p.fullName : undefined} />,
      }))}
    />
  );
}
