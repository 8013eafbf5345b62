import type { ProjectCode } from '@aec/contracts';
import type { ProjectsT } from '../messages/catalogue';

/** The sub-routes every project microsite has (docs/product/projects.md); their titles are the catalogue's pages.*. */
export const PROJECT_PAGES = ['home', 'tender', 'minutes', 'downloads', 'notice', 'advertisement', 'activity', 'eap', 'bog', 'progri'] as const;
export type ProjectPage = (typeof PROJECT_PAGES)[number];

/** A navigation item's words (the catalogue's menu.*): mostly the page's, plus NEQIP's and RUSA's 'IPU/BOG Minutes'. */
export type MenuLabel = ProjectPage | 'ipuBogMinutes';

export interface Project {
  project_code: ProjectCode;
  /** Short name, written so in every language ('TEQIP-III'). */
  name: string;
  /** Type code of the project's tenders and notices in the API (?type=). */
  tenderType: 'TEQIP' | 'NEQIP' | 'RUSA';
  /** Navigation of docs/product/projects.md: label and sub-route, in order. */
  menu: { label: MenuLabel; page: ProjectPage }[];
}

const fiveItemMenu: Project['menu'] = [
  { label: 'home', page: 'home' },
  { label: 'tender', page: 'tender' },
  { label: 'ipuBogMinutes', page: 'minutes' },
  { label: 'notice', page: 'notice' },
  { label: 'downloads', page: 'downloads' },
];

export const projects: Project[] = [
  {
    project_code: 'teqip',
    name: 'TEQIP-III',
    tenderType: 'TEQIP',
    menu: (['home', 'tender', 'minutes', 'notice', 'downloads', 'advertisement', 'activity', 'eap', 'bog', 'progri'] as const).map((page) => ({ label: page, page })),
  },
  { project_code: 'neqip', name: 'NEQIP', tenderType: 'NEQIP', menu: fiveItemMenu },
  { project_code: 'rusa', name: 'RUSA', tenderType: 'RUSA', menu: fiveItemMenu },
];

export const findProject = (code: string | undefined) => projects.find((p) => p.project_code === code);

/** The programme's full name in the page's language ('Rashtriya Uchchatar Shiksha Abhiyan'). */
export const fullNameOf = (t: ProjectsT, project: Project) => t(`projects.${project.project_code}.fullName`);

/**
 * What each page is, for search results and link previews (the meta description): the project and
 * the college first, as a search result is read without the site around it.
 */
export function describePage(t: ProjectsT, project: Project, page: ProjectPage): string {
  const college = t('college');
  const at = t('head.at', { project: project.name, college });
  return t(`head.describe.${page}`, { at, project: project.name, college, fullName: fullNameOf(t, project) });
}
