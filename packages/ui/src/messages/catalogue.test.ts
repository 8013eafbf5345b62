import path from 'node:path';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import { extraKeys, flatten, keysUsedIn, missingKeys, placeholderMismatches } from '../i18n/catalogue-check';

describe("the design system's catalogues (docs/product/languages.md)", () => {
  it.each(Object.entries({ as, hi }))('%s has every English key, and no other, with the same placeholders', (_language, messages) => {
    expect(missingKeys(en, messages)).toEqual([]);
    expect(extraKeys(en, messages)).toEqual([]);
    expect(placeholderMismatches(en, messages)).toEqual([]);
  });

  it('has every key the components ask for', () => {
    const english = flatten(en);
    const failures = ['pdf.notFound', 'pdf.notPdf', 'pdf.viewerMissing', 'pdf.failed'];
    const used = [...keysUsedIn(path.join(__dirname, '..')), ...failures];
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(Object.entries({ as, hi }))('%s leaves no English words', (_language, messages) => {
    expect([...flatten(messages)].filter(([, text]) => /[A-Za-z]{2,}/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '')))).toEqual([]);
  });
});
