import path from 'node:path';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import uiEn from '../../../packages/ui/src/messages/en.json';
import { extraKeys, flatten, keysUsedIn, missingKeys, placeholderMismatches } from '../../../packages/ui/src/i18n/catalogue-check';
import { DEPARTMENT_PAGES, MENU_KINDS } from '../data/department-menus';
import { departments } from '../data/departments';
import { SCHOOLS } from '../data/schools';
import { departmentStats } from '../data/department-stats';
import * as documents from '../data/department-documents';

const catalogues = { as, hi };
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe("mfe-departments's catalogues (docs/product/languages.md)", () => {
  it.each(Object.entries(catalogues))('%s has every English key, and no other', (_language, messages) => {
    expect(missingKeys(en, messages)).toEqual([]);
    expect(extraKeys(en, messages)).toEqual([]);
    expect(placeholderMismatches(en, messages)).toEqual([]);
  });

  it.each(Object.entries({ en, ...catalogues }))('%s has every plural form its language needs', (language, messages) => {
    const keys = [...flatten(messages).keys()];
    const plurals = [...new Set(keys.filter((key) => pluralBase(key) !== key).map(pluralBase))];
    expect(plurals).toContain('allFaculty.showing');
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of plurals) expect(forms.filter((form) => !keys.includes(`${base}_${form}`))).toEqual([]);
  });

  it('has every literal key the code asks for', () => {
    // The kit's words (useT(UI_NAMESPACE): errors.*) are checked by the kit's own catalogue test.
    const english = new Set([...flatten(en).keys(), ...flatten(uiEn).keys()].map(pluralBase));
    const used = [...keysUsedIn(path.join(__dirname, '..'))];
    expect(used.length).toBeGreaterThan(80);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it('has every key the data asks for by name (menus, pages, figures, schools, documents, departments)', () => {
    const english = flatten(en);
    const wanted = [
      ...Object.values(MENU_KINDS).flatMap((items) => items.map((item) => item.label)),
      ...DEPARTMENT_PAGES.flatMap((page) => [`pages.${page}`, ...(page === 'home' ? [] : [`tabs.${page}`])]),
      ...departments.flatMap((d) => [`names.${d.dept_code}`, ...departmentStats(d).map((stat) => stat.label), ...d.programmes.map((p) => `programmes.levels.${p.level}`)]),
      ...SCHOOLS.flatMap(({ key }) => [`schools.${key}.name`, `schools.${key}.text`]),
      ...Object.values(documents)
        .filter((value) => typeof value === 'object')
        .flatMap((table) => Object.values(table as Record<string, { key?: string }>))
        .flatMap((doc) => (doc?.key ? [`documents.${doc.key}`] : [])),
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `course.semesters.${n}`),
    ];
    expect(wanted.filter((key) => !english.has(key))).toEqual([]);
  });

  it("names every department in English as its record does", () => {
    expect(departments.filter((d) => en.names[d.dept_code as keyof typeof en.names] !== d.name).map((d) => d.dept_code)).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s leaves no English words in the interface', (_language, messages) => {
    const strip = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '');
    const english = [...flatten(messages)].filter(([, text]) => /[A-Za-z]{2,}/.test(strip(text)));
    expect(english).toEqual([]);
  });

  it('writes Assamese with Assamese letters (ৰ and ৱ, not the Bengali র)', () => {
    expect([...flatten(as)].filter(([, text]) => text.includes('র'))).toEqual([]);
  });

  it('writes Hindi in Devanagari and Assamese in the Bengali-Assamese script', () => {
    const script = (messages: typeof en, letters: RegExp) =>
      [...flatten(messages)].filter(([, text]) => /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')) && !letters.test(text)).map(([key]) => key);
    expect(script(as, /[\u0980-\u09FF]/)).toEqual([]);
    expect(script(hi, /[\u0900-\u097F]/)).toEqual([]);
  });
});
