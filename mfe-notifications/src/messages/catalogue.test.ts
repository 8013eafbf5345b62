import path from 'node:path';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import { extraKeys, flatten, keysUsedIn, missingKeys, placeholderMismatches } from '../../../packages/ui/src/i18n/catalogue-check';
import { ITEM_KINDS } from '../components/detail-states';
import { TENDER_STATUSES } from '../features/notices/api/notice-fields';
import { SEARCH_KINDS } from '../features/archive/components/archive-search-page';

const catalogues = { as, hi };

/** Names written in Latin letters in every language: formats and the college's initials (docs/glossary.md). */
const LATIN_NAMES = /\b(RSS|PDF|iCal|AEC)\b/g;

describe("mfe-notifications' catalogues (docs/product/languages.md)", () => {
  it.each(Object.entries(catalogues))('%s has every English key, and no other', (_language, messages) => {
    expect(missingKeys(en, messages)).toEqual([]);
    expect(extraKeys(en, messages)).toEqual([]);
    expect(placeholderMismatches(en, messages)).toEqual([]);
  });

  it('a missing key is caught', () => {
    const { common, ...withoutCommon } = as;
    expect(common).toBeDefined();
    expect(missingKeys(en, withoutCommon)).toContain('common.retry');
  });

  it('has every key the remote asks for, literal or built from a kind', () => {
    const english = flatten(en);
    const plural = (key: string) => english.has(key) || english.has(`${key}_other`);
    const built = [
      ...ITEM_KINDS.flatMap((kind) => ['heading', 'loading', 'failed', 'back', 'notFound.title', 'notFound.heading', 'notFound.explanation'].map((key) => `${kind}.${key}`)),
      ...TENDER_STATUSES.map((status) => `tender.status.${status}`),
      ...SEARCH_KINDS.flatMap((kind) => [`archive.kinds.${kind}`, `archive.kindsInSentence.${kind}`, `archive.kindOne.${kind}`]),
      ...['notices', 'tenders'].flatMap((list) => [`${list}.showing`, `${list}.matching`]),
    ];
    const used = [...keysUsedIn(path.join(__dirname, '..')), ...built];
    expect(used.filter((key) => !plural(key))).toEqual([]);
  });

  it('every plural has its one and other forms in every language', () => {
    for (const messages of [en, as, hi]) {
      const keys = [...flatten(messages).keys()];
      const bases = new Set(keys.filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_(one|other)$/, '')));
      for (const base of bases) expect([keys.includes(`${base}_one`), keys.includes(`${base}_other`)]).toEqual([true, true]);
      expect(bases.size).toBeGreaterThanOrEqual(7);
    }
  });

  it.each(Object.entries(catalogues))('%s leaves no English words in the interface', (_language, messages) => {
    // Latin letters only where the text names something that is written so.
    const english = [...flatten(messages)].filter(([, text]) => /[A-Za-z]{2,}/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(LATIN_NAMES, '')));
    expect(english).toEqual([]);
  });

  it('Assamese is written with Assamese ৰ, never the Bengali র', () => {
    const bengaliRa = [...flatten(as)].filter(([, text]) => text.includes('র'));
    expect(bengaliRa).toEqual([]);
  });
});
