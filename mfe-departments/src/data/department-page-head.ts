import { shortenText, type Breadcrumb } from '@aec/ui';
import { departmentName } from '../i18n/department-words';
import type { DepartmentsT } from '../messages/catalogue';
import { COURSE_OUTCOMES, SELF_ASSESSMENT_REPORTS } from './department-documents';
import type { DepartmentPage } from './department-menus';
import type { Department } from './departments';

// Every function here takes the page's translate function (this remote's catalogue): the head of an
// Assamese page is in Assamese, and English pages read exactly as before (messages/en.json).

/** The browser-tab title of each sub-route ('Faculty: Civil Engineering'); home is 'Department of …'. */
export function departmentPageTitle(t: DepartmentsT, d: Department, page: DepartmentPage): string {
  const name = departmentName(t, d);
  return page === 'home' ? t('site.title', { name }) : t('site.pageTitle', { page: t(`tabs.${page}`), name });
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
 * '<Department>: <page>, Assam Engineering College'. An English home page quotes the department's
 * own first sentence; Assamese and Hindi ones, whose department texts are English, a sentence of the catalogue.
 */
export function departmentPageDescription(t: DepartmentsT, d: Department, page: DepartmentPage, english = true): string {
  const name = departmentName(t, d);
  const plain = t('head.plain', { name, page: t(`pages.${page}`) });
  const described: Partial<Record<DepartmentPage, string | false>> = {
    home: english ? !!d.description[0] && summarise(d.description[0]) : t('head.homeDescription', { name }),
    aboutus: d.peos.length ? t('head.aboutusPeos', { name }) : t('head.aboutus', { name }),
    laboratory: d.lab.length > 0 && t('head.laboratory', { name }),
    tlist: t('head.tlist', { name }),
    course: t('head.course', { name }),
    programmes: d.programmes.length > 0 && t('head.programmes', { name }),
    cos: !!COURSE_OUTCOMES[d.dept_code] && t('head.cos', { name }),
    sar: !!SELF_ASSESSMENT_REPORTS[d.dept_code] && t('head.sar', { name }),
    events: d.events.length > 0 && t('head.events', { name }),
    notice: t('head.notice', { name }),
  };
  const sentence = described[page];
  return sentence && sentence.length <= DESCRIPTION_MAX ? sentence : plain;
}

/** Home / Departments / <Department> / <page>; the department's home ends at the department. */
export function departmentBreadcrumbs(t: DepartmentsT, d: Department, page: DepartmentPage): Breadcrumb[] {
  const name = departmentName(t, d);
  const trail: Breadcrumb[] = [
    { name: t('head.home'), path: '/' },
    { name: t('head.departments'), path: '/departments' },
  ];
  if (page === 'home') return [...trail, { name }];
  return [...trail, { name, path: `/department/${d.dept_code}/home` }, { name: t(`pages.${page}`) }];
}
