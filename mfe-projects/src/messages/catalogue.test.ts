import path from 'node:path';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import uiEn from '../../../packages/ui/src/messages/en.json';
import { extraKeys, flatten, keysUsedIn, missingKeys, placeholderMismatches } from '../../../packages/ui/src/i18n/catalogue-check';
import { hasDate } from '../i18n/with-date';
import { PROJECT_PAGES, projects } from '../data/projects';

const catalogues = { as, hi };
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe("mfe-projects's catalogues (docs/product/languages.md)", () => {
  it.each(Object.entries(catalogues))('%s has every English key, and no other', (_language, messages) => {
    expect(missingKeys(en, messages)).toEqual([]);
    expect(extraKeys(en, messages)).toEqual([]);
    expect(placeholderMismatches(en, messages)).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s keeps the <date> of every sentence that has one', (_language, messages) => {
    const theirs = flatten(messages);
    expect([...flatten(en)].filter(([key, text]) => hasDate(text) !== hasDate(theirs.get(key) ?? '')).map(([key]) => key)).toEqual([]);
  });

  it.each(Object.entries({ en, ...catalogues }))('%s has every plural form its language needs', (language, messages) => {
    const keys = [...flatten(messages).keys()];
    const plurals = [...new Set(keys.filter((key) => pluralBase(key) !== key).map(pluralBase))];
    expect(plurals).toEqual(expect.arrayContaining(['tenders.count', 'tenders.matching']));
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of plurals) expect(forms.filter((form) => !keys.includes(`${base}_${form}`))).toEqual([]);
  });

  it('has every literal key the code asks for, and the keys it builds (pages, menus, programmes, statuses)', () => {
    const english = new Set([...flatten(en).keys(), ...flatten(uiEn).keys()].map(pluralBase));
    const used = [...keysUsedIn(path.join(__dirname, '..'))];
    expect(used.length).toBeGreaterThan(40);
    const built = [
      ...PROJECT_PAGES.flatMap((page) => [`pages.${page}`, `head.describe.${page}`, ...(page === 'home' ? [] : [`lead.${page}`])]),
      ...projects.flatMap((p) => [`projects.${p.project_code}.fullName`, ...p.menu.map((m) => `menu.${m.label}`)]),
      ...['open', 'closing', 'closed', 'awarded'].map((status) => `tenders.status.${status}`),
      ...['downloads', 'advertisement', 'eap', 'bog'].map((kind) => `documents.empty.${kind}`),
      ...['confirm', 'unsubscribe'].flatMap((action) => ['title', 'description', 'working', 'failed'].map((word) => `subscription.${action}.${word}`)),
    ];
    expect([...used, ...built].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s leaves no English words in the interface', (_language, messages) => {
    const strip = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/<\/?\w+\/?>/g, '');
    const english = [...flatten(messages)].filter(([, text]) => /[A-Za-z]{2,}/.test(strip(text)));
    expect(english).toEqual([]);
  });

  it('writes Assamese with Assamese letters (ৰ and ৱ, not the Bengali র)', () => {
    expect([...flatten(as)].filter(([, text]) => text.includes('র'))).toEqual([]);
  });
});
