/** Every sub-route a department site has (SPEC §2), whether or not its menu links to it. */
export const DEPARTMENT_PAGES = [
  'home', 'aboutus', 'laboratory', 'tlist', 'gallery', 'achievements', 'course',
  'topperlist', 'sar', 'programmes', 'cos', 'events', 'notice',
] as const;
export type DepartmentPage = (typeof DEPARTMENT_PAGES)[number];

export interface DepartmentMenuItem {
  label: string;
  page: DepartmentPage;
}

const item = (label: string, page: DepartmentPage): DepartmentMenuItem => ({ label, page });
const HOME = item('Home', 'home');
const ABOUT = item('About', 'aboutus');
const COURSE = item('Course', 'course');
const FACULTY = item('Faculty', 'tlist');
const NOTIFICATIONS = item('Notifications', 'notice');
const PROGRAMMES = item('Programmes', 'programmes');
const COS_POS = item('COs & POs', 'cos');
const SAR = item('SAR', 'sar');
const EVENTS = item('Events', 'events');

/** The menu kinds of SPEC §2 'Menu by department', as a table keyed by kind. */
export const MENU_KINDS = {
  basic: [HOME, ABOUT, COURSE, FACULTY, NOTIFICATIONS],
  accredited: [HOME, ABOUT, PROGRAMMES, COURSE, COS_POS, FACULTY, SAR, NOTIFICATIONS],
  cse: [HOME, ABOUT, COURSE, FACULTY, EVENTS, NOTIFICATIONS],
  ete: [HOME, ABOUT, COURSE, item('Laboratories', 'laboratory'), item('COs', 'cos'), FACULTY, EVENTS],
  chemical: [HOME, ABOUT, COURSE, COS_POS, FACULTY, SAR, NOTIFICATIONS],
} satisfies Record<string, DepartmentMenuItem[]>;
export type MenuKind = keyof typeof MENU_KINDS;

/** Title of each sub-route's page. */
export const PAGE_TITLES: Record<DepartmentPage, string> = {
  home: 'Home',
  aboutus: 'About the Department',
  laboratory: 'Laboratories',
  tlist: 'Faculty',
  gallery: 'Gallery',
  achievements: 'Achievements',
  course: 'Course Structure',
  topperlist: 'Toppers',
  sar: 'Self Assessment Report',
  programmes: 'Programmes',
  cos: 'Course Outcomes and Programme Outcomes',
  events: 'Events',
  notice: 'Notifications',
};
