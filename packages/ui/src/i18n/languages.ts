/**
 * The site's three languages (docs/product/languages.md, GIGW 3.0): English at /…, Assamese at /as/…, Hindi at /hi/….
 * Each is named in itself, for the language control.
 */
export type Language = 'en' | 'as' | 'hi';

export interface LanguageInfo {
  code: Language;
  /** The language's name in that language. */
  name: string;
  /** For Intl and for hreflang's region-free value, `code` is used. */
  locale: string;
  /** The path prefix of its pages ('' for English). */
  prefix: string;
  /** The college's name in this language: the end of every page title. */
  siteName: string;
  /** The one-line offer of this language on a page in another, written in this language. */
  offer: string;
  /** The offer's link text, in this language. */
  offerLink: string;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  {
    code: 'en',
    name: 'English',
    locale: 'en-IN',
    prefix: '',
    siteName: 'Assam Engineering College',
    offer: 'This page is also in English.',
    offerLink: 'Read it in English',
  },
  {
    code: 'as',
    name: 'অসমীয়া',
    locale: 'as-IN',
    prefix: '/as',
    siteName: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়',
    offer: 'এই পৃষ্ঠাটো অসমীয়াতো পঢ়িব পাৰে।',
    offerLink: 'অসমীয়াত পঢ়ক',
  },
  { code: 'hi', name: 'हिन्दी', locale: 'hi-IN', prefix: '/hi', siteName: 'असम इंजीनियरिंग कॉलेज', offer: 'यह पृष्ठ हिन्दी में भी उपलब्ध है।', offerLink: 'हिन्दी में पढ़ें' },
];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'as' || value === 'hi';
}

export function languageInfo(language: Language): LanguageInfo {
  return LANGUAGES.find((info) => info.code === language)!;
}

/** '/as/notifications?x=1' → { language: 'as', path: '/notifications?x=1' }; '/as' → { 'as', '/' }; English paths stay. */
export function splitLanguagePath(url: string): { language: Language; path: string } {
  const match = /^\/(as|hi)(?=$|[/?#])(.*)$/.exec(url);
  if (!match) return { language: DEFAULT_LANGUAGE, path: url || '/' };
  const rest = match[2] ?? '';
  return { language: match[1] as Language, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The same page in a language: ('as', '/notifications') → '/as/notifications'; ('as', '/') → '/as/'. */
export function languagePath(language: Language, path: string): string {
  const { path: bare } = splitLanguagePath(path);
  const prefix = languageInfo(language).prefix;
  return prefix ? `${prefix}${bare}` : bare;
}
