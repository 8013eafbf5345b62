import { PageHeader, usePageHead, type PageHead } from '@aec/ui';
import { PROJECT_PAGES, describePage, type Project, type ProjectPage as PageName } from '../../../data/projects';

interface ProjectPageHeaderProps {
  project: Project;
  /** One of the microsite's pages, or (the pages mail links land on) a name and description of its own. */
  page: PageName | { name: string; description: string };
  /** Shown under the heading. */
  lead?: string;
  /** More for the head: the banner as the preview image; noindex for pages reached by a personal link. */
  head?: Pick<PageHead, 'image' | 'imageAlt' | 'noindex'>;
}

/**
 * The page's h1 ("TEQIP-III: Notifications") and what it says about itself in the document head:
 * a description naming the project and the college, and the trail Home / TEQIP-III / Notifications.
 */
export function ProjectPageHeader({ project, page, lead, head }: ProjectPageHeaderProps) {
  const name = typeof page === 'string' ? PROJECT_PAGES[page] : page.name;
  const description = typeof page === 'string' ? describePage(project, page) : page.description;
  const projectHome = `/project/${project.project_code}/home`;
  const title = `${project.name}: ${name}`;
  const pageHead: PageHead = {
    title,
    description,
    breadcrumbs:
      page === 'home'
        ? [{ name: 'Home', path: '/' }, { name: project.name }]
        : [{ name: 'Home', path: '/' }, { name: project.name, path: projectHome }, { name }],
    ...head,
  };
  return (
    <>
      <PageHeader title={title} lead={lead} />
      {/* After PageHeader, which gives its lead as the description: the innermost, latest call wins. */}
      <ProjectHead {...pageHead} />
    </>
  );
}

function ProjectHead(head: PageHead) {
  usePageHead(head);
  return null;
}
