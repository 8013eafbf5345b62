import { marksOf } from '@aec/ui';
import path from 'node:path';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import uiEn from '../../../packages/ui/src/messages/en.json';
import { extraKeys, flatten, keysUsedIn, missingKeys, placeholderMismatches } from '../../../packages/ui/src/i18n/catalogue-check';

const catalogues = { as, hi };
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe("mfe-campus's catalogues (docs/product/languages.md)", () => {
  it.each(Object.entries(catalogues))('%s has every English key, and no other', (_language, messages) => {
    expect(missingKeys(en, messages)).toEqual([]);
    expect(extraKeys(en, messages)).toEqual([]);
    expect(placeholderMismatches(en, messages)).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s keeps the elements of every sentence (<events>…</events>, <name/>)', (_language, messages) => {
    const theirs = flatten(messages);
    const lost = [...flatten(en)].filter(([key, text]) => marksOf(text).join() !== marksOf(theirs.get(key) ?? '').join()).map(([key]) => key);
    expect(lost).toEqual([]);
  });

  it.each(Object.entries({ en, ...catalogues }))('%s has every plural form its language needs', (language, messages) => {
    const keys = [...flatten(messages).keys()];
    const plurals = [...new Set(keys.filter((key) => pluralBase(key) !== key).map(pluralBase))];
    expect(plurals).toContain('hostels.residents');
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of plurals) expect(forms.filter((form) => !keys.includes(`${base}_${form}`))).toEqual([]);
  });

  it('has every literal key the campus code asks for', () => {
    // The kit's words (useT(UI_NAMESPACE): errors.*) are checked by the kit's own catalogue test.
    const english = new Set([...flatten(en).keys(), ...flatten(uiEn).keys()].map(pluralBase));
    const used = [...keysUsedIn(path.join(__dirname, '..'))];
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s leaves no English words in the interface', (_language, messages) => {
    // Latin letters would only be names written so (an e-mail address, a code): none are in the catalogue.
    const strip = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/<\/?\w+\/?>/g, '');
    const english = [...flatten(messages)].filter(([, text]) => /[A-Za-z]{2,}/.test(strip(text)));
    expect(english).toEqual([]);
  });

  it('writes Assamese with Assamese letters (ৰ and ৱ, not the Bengali র and ব for wa)', () => {
    const bengaliRa = [...flatten(as)].filter(([, text]) => text.includes('র'));
    expect(bengaliRa).toEqual([]);
  });
});
