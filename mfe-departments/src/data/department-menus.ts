/** Every sub-route a department site has (docs/product/departments.md), whether or not its menu links to it. */
export const DEPARTMENT_PAGES = [
  'home', 'aboutus', 'laboratory', 'tlist', 'gallery', 'achievements', 'course',
  'topperlist', 'sar', 'programmes', 'cos', 'events', 'notice',
] as const;
export type DepartmentPage = (typeof DEPARTMENT_PAGES)[number];

export interface DepartmentMenuItem {
  /** The item's words: a key of this remote's catalogue (menu.*). */
  label: string;
  page: DepartmentPage;
}

const item = (label: string, page: DepartmentPage): DepartmentMenuItem => ({ label, page });
const HOME = item('menu.home', 'home');
const ABOUT = item('menu.aboutus', 'aboutus');
const COURSE = item('menu.course', 'course');
const FACULTY = item('menu.tlist', 'tlist');
const NOTIFICATIONS = item('menu.notice', 'notice');
const PROGRAMMES = item('menu.programmes', 'programmes');
const COS_POS = item('menu.cosPos', 'cos');
const SAR = item('menu.sar', 'sar');
const EVENTS = item('menu.events', 'events');

/** The menu kinds of docs/product/departments.md 'Menu by department', as a table keyed by kind. */
export const MENU_KINDS = {
  basic: [HOME, ABOUT, COURSE, FACULTY, NOTIFICATIONS],
  accredited: [HOME, ABOUT, PROGRAMMES, COURSE, COS_POS, FACULTY, SAR, NOTIFICATIONS],
  cse: [HOME, ABOUT, COURSE, FACULTY, EVENTS, NOTIFICATIONS],
  ete: [HOME, ABOUT, COURSE, item('menu.laboratory', 'laboratory'), item('menu.cos', 'cos'), FACULTY, EVENTS],
  chemical: [HOME, ABOUT, COURSE, COS_POS, FACULTY, SAR, NOTIFICATIONS],
} satisfies Record<string, DepartmentMenuItem[]>;
export type MenuKind = keyof typeof MENU_KINDS;
