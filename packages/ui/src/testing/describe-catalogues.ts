// The catalogue tests every app runs on its own messages (docs/product/languages.md): one set of
// rules, called from each app's src/messages/catalogue.test.ts with that app's data. Test-only,
// imported as '@aec/ui/testing'; it uses Jest's globals.
import { marksOf } from '../i18n/marked-text';
import { extraKeys, flatten, keysUsedIn, missingKeys, placeholderMismatches } from '../i18n/catalogue-check';
import uiEn from '../messages/en.json';

/** A catalogue: nested groups of texts (as the build's catalogue rules read it). */
export type Messages = { [key: string]: string | Messages };

export interface CatalogueSuite {
  /** The app's name as the test titles say it ("mfe-campus's catalogues"). */
  app: string;
  /** The catalogues: English, and the translations checked against it. */
  messages: { en: Messages; as: Messages; hi: Messages };
  /** The app's src folder: every literal t('…') key in it must be in the English catalogue. */
  sourceDir: string;
  /** Keys the code builds or the data names (checked like the literal ones); a function may assert on what it reads. */
  builtKeys?: () => string[];
  /** Also accept the design system's words (useT(UI_NAMESPACE)), which the kit's own test checks. Default false. */
  kitWords?: boolean;
  /** The app's own sanity floors: at least so many literal keys found, and so many plural keys in every language. */
  atLeast?: { literalKeys?: number; pluralBases?: number };
  /** Plural keys each catalogue must have (with every form its language needs). */
  plurals?: string[];
  /** Top-level groups that only the translations have (the shell's page titles, English in its data). */
  translationOnlyGroups?: string[];
  /** Latin text a translation may keep: names written so in every language (docs/glossary.md). */
  latinNames?: RegExp;
  /** Whether mark names (<link>…</link>, <name/>) are code, taken out before looking for English words. Default true. */
  marksAreCode?: boolean;
}

const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;
const MARK = /<\/?\w+\/?>/g;

const without = (messages: Messages, groups: string[]): Messages => Object.fromEntries(Object.entries(messages).filter(([group]) => !groups.includes(group)));

/** Keys whose texts keep different marks in `translated` than in English (a missing key counts as having none). */
export function lostMarks(en: Messages, translated: Messages): string[] {
  const theirs = flatten(translated);
  return [...flatten(en)].filter(([key, text]) => marksOf(text).join() !== marksOf(theirs.get(key) ?? '').join()).map(([key]) => key);
}

/** Plural keys of `messages` missing a form that `language` needs (Intl.PluralRules), as base_form. */
export function missingPluralForms(language: string, messages: Messages): string[] {
  const keys = [...flatten(messages).keys()];
  const bases = [...new Set(keys.filter((key) => pluralBase(key) !== key).map(pluralBase))];
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return bases.flatMap((base) => forms.filter((form) => !keys.includes(`${base}_${form}`)).map((form) => `${base}_${form}`));
}

/** Texts of a translation with English words left in (placeholders, and marks where they are code, taken out first). */
export function englishWordsIn(
  messages: Messages,
  { latinNames, marksAreCode = true }: Pick<CatalogueSuite, 'latinNames' | 'marksAreCode'> = {},
): [string, string][] {
  const strip = (text: string) => {
    let out = text.replace(PLACEHOLDER, '');
    if (marksAreCode) out = out.replace(MARK, '');
    return latinNames ? out.replace(latinNames, '') : out;
  };
  return [...flatten(messages)].filter(([, text]) => /[A-Za-z]{2,}/.test(strip(text)));
}

/** Texts of a translation with letters outside its script (Assamese: the Bengali-Assamese block, Hindi: Devanagari). */
export function outsideScript(messages: Messages, letters: RegExp, { marksAreCode = true }: Pick<CatalogueSuite, 'marksAreCode'> = {}): string[] {
  const words = (text: string) => (marksAreCode ? text.replace(MARK, '') : text).replace(PLACEHOLDER, '');
  return [...flatten(messages)].filter(([, text]) => /\p{L}/u.test(words(text)) && !letters.test(text)).map(([key]) => key);
}

/** The catalogue tests of one app: its translations against its English, its code against its catalogue. */
export function describeCatalogues(suite: CatalogueSuite): void {
  const { app, messages, sourceDir, builtKeys, kitWords = false, atLeast = {}, plurals = [], translationOnlyGroups = [] } = suite;
  const { en } = messages;
  const translations = Object.entries({ as: messages.as, hi: messages.hi });

  describe(`${app}'s catalogues (docs/product/languages.md)`, () => {
    it.each(translations)('%s has every English key, and no other, with the same placeholders', (_language, translated) => {
      expect(missingKeys(en, without(translated, translationOnlyGroups))).toEqual([]);
      expect(extraKeys(en, without(translated, translationOnlyGroups))).toEqual([]);
      expect(placeholderMismatches(en, translated)).toEqual([]);
    });

    it('a missing key is caught', () => {
      // The check itself works: the first group taken out of the Assamese catalogue, its first English key is missing.
      const [group, texts] = Object.entries(en)[0]!;
      const firstKey = [...flatten({ [group]: texts }).keys()][0];
      expect(missingKeys(en, without(messages.as, [group, ...translationOnlyGroups]))).toContain(firstKey);
    });

    it.each(translations)('%s keeps the marks of every sentence (<link>…</link>, <name/>, <date>…</date>)', (_language, translated) => {
      expect(lostMarks(en, translated)).toEqual([]);
    });

    it.each(Object.entries(messages))('%s has every plural form its language needs', (language, catalogue) => {
      const bases = new Set([...flatten(catalogue).keys()].filter((key) => pluralBase(key) !== key).map(pluralBase));
      expect([...bases]).toEqual(expect.arrayContaining(plurals));
      if (atLeast.pluralBases !== undefined) expect(bases.size).toBeGreaterThanOrEqual(atLeast.pluralBases);
      expect(missingPluralForms(language, catalogue)).toEqual([]);
    });

    it(`has every key ${app} asks for, literal or built`, () => {
      const known = new Set([...flatten(en).keys(), ...(kitWords ? flatten(uiEn).keys() : [])].map(pluralBase));
      const literal = [...keysUsedIn(sourceDir)];
      if (atLeast.literalKeys !== undefined) expect(literal.length).toBeGreaterThan(atLeast.literalKeys);
      const built = builtKeys?.() ?? [];
      expect([...literal, ...built].filter((key) => !known.has(key))).toEqual([]);
    });

    it.each(translations)('%s leaves no English words in the interface', (_language, translated) => {
      expect(englishWordsIn(translated, suite)).toEqual([]);
    });

    it('writes Assamese with Assamese letters (ৰ and ৱ, not the Bengali র)', () => {
      expect([...flatten(messages.as)].filter(([, text]) => text.includes('র'))).toEqual([]);
    });

    it('writes Hindi in Devanagari and Assamese in the Bengali-Assamese script', () => {
      expect(outsideScript(messages.as, /[\u0980-\u09FF]/, suite)).toEqual([]);
      expect(outsideScript(messages.hi, /[\u0900-\u097F]/, suite)).toEqual([]);
    });
  });
}
