import { shortenText, type Breadcrumb } from '@aec/ui';
import { COURSE_OUTCOMES, SELF_ASSESSMENT_REPORTS } from './department-documents';
import { PAGE_TITLES, type DepartmentPage } from './department-menus';
import { departmentTitle, type Department } from './departments';

const COLLEGE = 'Assam Engineering College';

/** The browser-tab title of each sub-route ('Faculty: Civil Engineering'); home is 'Department of …'. */
const SHORT_TITLES: Record<Exclude<DepartmentPage, 'home'>, string> = {
  aboutus: 'About',
  laboratory: 'Laboratories',
  tlist: 'Faculty',
  gallery: PAGE_TITLES.gallery,
  achievements: PAGE_TITLES.achievements,
  course: 'Course',
  topperlist: PAGE_TITLES.topperlist,
  sar: 'SAR',
  programmes: 'Programmes',
  cos: 'COs and POs',
  events: 'Events',
  notice: 'Notifications',
};

export function departmentPageTitle(d: Department, page: DepartmentPage): string {
  return page === 'home' ? departmentTitle(d) : `${SHORT_TITLES[page]}: ${d.name}`;
}

/** Meta descriptions are cut by search engines at about this length. */
export const DESCRIPTION_MAX = 160;

/** A sentence ends at . ! or ? before a capital (or the end), but not after an initial or a title ('B.E.', 'Dr.'). */
const FIRST_SENTENCE = /^.+?(?<!\b(?:[A-Z]|Dr|Mr|Mrs|Ms|Prof|No|St))[.!?](?=\s+[A-Z0-9“"(‘']|$)/;

/** The first sentence of a text, shortened at a word to fit a meta description. */
export function summarise(text: string, max = DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return shortenText(FIRST_SENTENCE.exec(plain)?.[0] ?? plain, max);
}

/**
 * What each page of a department says about itself in search results and link previews: a
 * sentence of its own where the department has published that page, otherwise the plain
 * '<Department>: <page>, Assam Engineering College'.
 */
export function departmentPageDescription(d: Department, page: DepartmentPage): string {
  const of = `the Department of ${d.name}, ${COLLEGE}`;
  const plain = `${d.name}: ${PAGE_TITLES[page]}, ${COLLEGE}.`;
  const described: Partial<Record<DepartmentPage, string | false>> = {
    home: d.description[0] ? summarise(d.description[0]) : false,
    aboutus: d.peos.length ? `Vision, mission and programme educational objectives of ${of}.` : `Vision and mission of ${of}.`,
    laboratory: d.lab.length > 0 && `Laboratories of ${of}, and what each one is equipped for.`,
    tlist: `Teachers of ${of}: designation, qualification, specialization and contact.`,
    course: `Course structure and semester-wise syllabi of ${of}.`,
    programmes: d.programmes.length > 0 && `Programmes of ${of}: level, duration and seats per year.`,
    cos: !!COURSE_OUTCOMES[d.dept_code] && `Course outcomes and programme outcomes of ${of}.`,
    sar: !!SELF_ASSESSMENT_REPORTS[d.dept_code] && `Self assessment report of ${of}, for accreditation by the NBA.`,
    events: d.events.length > 0 && `Recent and past events of ${of}.`,
    notice: `Notices of ${of}: schedules, assessments and announcements for its students.`,
  };
  const sentence = described[page];
  return sentence && sentence.length <= DESCRIPTION_MAX ? sentence : plain;
}

/** Home / Departments / <Department> / <page>; the department's home ends at the department. */
export function departmentBreadcrumbs(d: Department, page: DepartmentPage): Breadcrumb[] {
  const trail: Breadcrumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Departments', path: '/departments' },
  ];
  if (page === 'home') return [...trail, { name: d.name }];
  return [...trail, { name: d.name, path: `/department/${d.dept_code}/home` }, { name: PAGE_TITLES[page] }];
}
