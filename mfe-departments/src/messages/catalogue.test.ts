import path from 'node:path';
import { describeCatalogues } from '@aec/ui/testing';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import { DEPARTMENT_PAGES, MENU_KINDS } from '../data/department-menus';
import { departments } from '../data/departments';
import { SCHOOLS } from '../data/schools';
import { departmentStats } from '../data/department-stats';
import * as documents from '../data/department-documents';

describeCatalogues({
  app: 'mfe-departments',
  messages: { en, as, hi },
  sourceDir: path.join(__dirname, '..'),
  kitWords: true,
  atLeast: { literalKeys: 80 },
  plurals: ['allFaculty.showing'],
  // Its catalogue has no marks: a tag in a translation would be a word left in.
  marksAreCode: false,
  // The keys the data asks for by name: menus, pages, figures, schools, documents, departments.
  builtKeys: () => [
    ...Object.values(MENU_KINDS).flatMap((items) => items.map((item) => item.label)),
    ...DEPARTMENT_PAGES.flatMap((page) => [`pages.${page}`, ...(page === 'home' ? [] : [`tabs.${page}`])]),
    ...departments.flatMap((d) => [
      `names.${d.dept_code}`,
      ...departmentStats(d).map((stat) => stat.label),
      ...d.programmes.map((p) => `programmes.levels.${p.level}`),
    ]),
    ...SCHOOLS.flatMap(({ key }) => [`schools.${key}.name`, `schools.${key}.text`]),
    ...Object.values(documents)
      .filter((value) => typeof value === 'object')
      .flatMap((table) => Object.values(table as Record<string, { key?: string }>))
      .flatMap((doc) => (doc?.key ? [`documents.${doc.key}`] : [])),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `course.semesters.${n}`),
  ],
});

describe("mfe-departments's catalogues: its own rules", () => {
  it('names every department in English as its record does', () => {
    expect(departments.filter((d) => en.names[d.dept_code as keyof typeof en.names] !== d.name).map((d) => d.dept_code)).toEqual([]);
  });
});
