import { PageHeader, languagePath, useLanguage, usePageHead, type PageHead } from '@aec/ui';
import { describePage, fullNameOf, type Project, type ProjectPage as PageName } from '../../../data/projects';
import { useProjectsT } from '../../../messages/catalogue';

interface ProjectPageHeaderProps {
  project: Project;
  /** One of the microsite's pages, or (the pages mail links land on) a name and description of its own. */
  page: PageName | { name: string; description: string };
  /** More for the head: the banner as the preview image; noindex for pages reached by a personal link. */
  head?: Pick<PageHead, 'image' | 'imageAlt' | 'noindex'>;
}

/**
 * The page's h1 ("TEQIP-III: Notifications") and what it says about itself in the document head:
 * a description naming the project and the college, and the trail Home / TEQIP-III / Notifications;
 * under the h1 the page's lead (the programme's full name on the home page). All in the page's language.
 */
export function ProjectPageHeader({ project, page, head }: ProjectPageHeaderProps) {
  const t = useProjectsT();
  const language = useLanguage();
  const standard = typeof page === 'string' ? page : undefined;
  const name = standard ? t(`pages.${standard}`) : (page as { name: string }).name;
  const description = standard ? describePage(t, project, standard) : (page as { description: string }).description;
  const lead = !standard ? undefined : standard === 'home' ? fullNameOf(t, project) : t(`lead.${standard}`, { project: project.name });
  // The trail's links lead to the pages in the page's language (/as/…).
  const projectHome = languagePath(language, `/project/${project.project_code}/home`);
  const siteHome = languagePath(language, '/');
  const title = t('head.title', { project: project.name, page: name });
  const home = t('head.home');
  const pageHead: PageHead = {
    title,
    description,
    breadcrumbs:
      page === 'home'
        ? [{ name: home, path: siteHome }, { name: project.name }]
        : [{ name: home, path: siteHome }, { name: project.name, path: projectHome }, { name }],
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
