import type { ProjectCode } from '@aec/contracts';
import { SITE_NAME } from '@aec/ui';

/** The sub-routes every project microsite has (SPEC §2), with their page titles. */
export const PROJECT_PAGES = {
  home: 'Home',
  tender: 'Tenders',
  minutes: 'Minutes',
  downloads: 'Downloads',
  notice: 'Notifications',
  advertisement: 'Advertisements',
  activity: 'Activities',
  eap: 'Environmental Assessment and Plan',
  bog: 'Board of Governors',
  progri: 'Procurement Grievance',
} as const;
export type ProjectPage = keyof typeof PROJECT_PAGES;

export interface Project {
  project_code: ProjectCode;
  name: string;
  fullName: string;
  /** Type code of the project's tenders and notices in the API (?type=). */
  tenderType: 'TEQIP' | 'NEQIP' | 'RUSA';
  /** Navigation of SPEC §2: label and sub-route, in order. */
  menu: { label: string; page: ProjectPage }[];
}

const fiveItemMenu: Project['menu'] = [
  { label: 'Home', page: 'home' },
  { label: 'Tender', page: 'tender' },
  { label: 'IPU/BOG Minutes', page: 'minutes' },
  { label: 'Notifications', page: 'notice' },
  { label: 'Downloads', page: 'downloads' },
];

export const projects: Project[] = [
  {
    project_code: 'teqip',
    name: 'TEQIP-III',
    fullName: 'Technical Education Quality Improvement Programme, Phase III',
    tenderType: 'TEQIP',
    menu: [
      { label: 'Home', page: 'home' },
      { label: 'Tender', page: 'tender' },
      { label: 'Minutes', page: 'minutes' },
      { label: 'Notifications', page: 'notice' },
      { label: 'Downloads', page: 'downloads' },
      { label: 'Advertisement', page: 'advertisement' },
      { label: 'Activities', page: 'activity' },
      { label: 'EAP', page: 'eap' },
      { label: 'BoG', page: 'bog' },
      { label: 'Procurement Grievance', page: 'progri' },
    ],
  },
  { project_code: 'neqip', name: 'NEQIP', fullName: 'North East Quality Improvement Programme', tenderType: 'NEQIP', menu: fiveItemMenu },
  { project_code: 'rusa', name: 'RUSA', fullName: 'Rashtriya Uchchatar Shiksha Abhiyan', tenderType: 'RUSA', menu: fiveItemMenu },
];

export const findProject = (code: string | undefined) => projects.find((p) => p.project_code === code);

/**
 * What each page is, for search results and link previews (the meta description): the project and
 * the college first, as a search result is read without the site around it.
 */
export function describePage(project: Project, page: ProjectPage): string {
  const at = `${project.name} at ${SITE_NAME}`;
  switch (page) {
    case 'home':
      return `${project.fullName} (${project.name}) at ${SITE_NAME}: the project, its tenders, minutes, notices and documents.`;
    case 'tender':
      return `${at}: tenders with their documents, corrigenda and closing dates; tender alerts by email.`;
    case 'minutes':
      return `${at}: minutes of the meetings that govern the project, to read page by page.`;
    case 'downloads':
      return `${at}: forms and documents to download.`;
    case 'notice':
      return `${at}: notices, newest first, with their attachments.`;
    case 'advertisement':
      return `${at}: posts advertised under the project.`;
    case 'activity':
      return `${at}: activities of the project.`;
    case 'eap':
      return `${at}: the environmental assessment and management plan.`;
    case 'bog':
      return `${at}: documents of the Board of Governors that oversees the project.`;
    case 'progri':
      return `${at}: procurement grievances. Register a complaint about a tender, a bid evaluation or an award, and follow its status.`;
  }
}
