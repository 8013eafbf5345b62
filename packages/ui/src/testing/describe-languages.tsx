// The language tests every app runs on its own pages (docs/product/languages.md): its catalogues and
// the kit's registered as the shell does before a page is rendered, the remote's claim to be written in
// the three languages, every page server-rendered translated with no key showing, and the server's
// markup hydrated unchanged in Assamese and Hindi. Called from each app's src/languages.test.tsx with
// its data; returns the render its own tests use. Test-only, imported as '@aec/ui/testing'.
import type { ReactNode } from 'react';
import { loadEveryLazySchema } from '../data/api-client';
import type { EmbeddedAnswers } from '../data/resource-store';
import { I18nProvider, createI18n, registerCatalogue, type Messages } from '../i18n/catalogue';
import type { Language } from '../i18n/languages';
import { UI_NAMESPACE } from '../messages/catalogue';
import uiAs from '../messages/as.json';
import uiHi from '../messages/hi.json';
import { cannedStore, hydrateServerHtml, renderOnServer, serverRenderRecord, unmountHydrated } from './server-render-kit';

type Translated = Exclude<Language, 'en'>;
const TRANSLATED: Translated[] = ['as', 'hi'];

export interface LanguagesSuite {
  /** The app as the test titles say it ('the campus'). */
  app: string;
  /** The app's i18next namespace and the catalogues to register for it (English is built in for most). */
  namespace: string;
  catalogues: Partial<Record<Language, Messages>>;
  /** The remote's `languages` export: it must claim all three (the shell then leaves its sections unmarked). */
  languages?: readonly string[];
  /** What the pages render in (the remote's sections as the shell mounts them). */
  element?: ReactNode;
  /** The answers the pages read, the same in each language or made for it. */
  answers?: EmbeddedAnswers | ((language: Translated) => EmbeddedAnswers);
  /** Every page renders in the language: HTTP 200, its h1 matching `heading`, none of `keys` showing. */
  pages?: {
    urls: string[];
    heading: Record<Translated, RegExp>;
    keys: string[];
    /** How a key would show in the HTML (default: anywhere in it). */
    keyShown?: (html: string, key: string) => boolean;
  };
  /** Pages hydrated from the server's HTML in each language: no mismatch, no fetch, and `leftOver` finds nothing (English words left, say). */
  hydrated?: { urls: string[]; leftOver: (container: HTMLElement) => string[] };
}

export interface InLanguage {
  /** `element` (default: the suite's) inside an I18nProvider of the language, as the server renders an /as/ or /hi/ page. */
  inLanguage: (language: Language, element?: ReactNode) => ReactNode;
  /** The page at `url` server-rendered in the language from the suite's answers: its text (HTML without React's separators) and record. */
  render: (language: Language, url: string) => { html: string; record: ReturnType<typeof serverRenderRecord> };
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** The shared language tests of an app; returns its page render in a language. */
export function describeLanguages(suite: LanguagesSuite): InLanguage {
  const { app, namespace, catalogues, languages, element = null, answers = {}, pages, hydrated } = suite;
  for (const [language, messages] of Object.entries(catalogues)) registerCatalogue(namespace, language as Language, messages);
  // The kit's own words (states, galleries, failures), which the shell loads with its own.
  registerCatalogue(UI_NAMESPACE, 'as', uiAs);
  registerCatalogue(UI_NAMESPACE, 'hi', uiHi);

  const answersIn = (language: Language) => (typeof answers === 'function' ? answers(language === 'en' ? 'as' : language) : answers);
  const inLanguage = (language: Language, content: ReactNode = element) => <I18nProvider i18n={createI18n(language)}>{content}</I18nProvider>;
  const render = (language: Language, url: string) => {
    const record = serverRenderRecord();
    const { text } = renderOnServer(url, inLanguage(language), { record, store: cannedStore(answersIn(language)) });
    return { html: text, record };
  };

  // What a test of the file hydrated is unmounted after it (the file's hook: the app's own tests too).
  afterEach(unmountHydrated);
  // The answers' lazy schemas at hand, as the API's render has them (renderToString cannot wait for them).
  beforeEach(loadEveryLazySchema);

  describe(`${app} in Assamese and Hindi`, () => {
    if (languages) {
      it.each(TRANSLATED)('says it is written in %s, and in all three languages (the shell then leaves its sections unmarked)', (language) => {
        expect(languages).toContain(language);
        expect(languages).toEqual(['en', 'as', 'hi']);
      });
    }

    if (pages) {
      const { urls, heading, keys, keyShown = (html, key) => html.includes(key) } = pages;
      it.each(TRANSLATED)('%s: every page renders translated, without a key left showing', (language) => {
        const results = urls.map((url) => {
          const { html, record } = render(language, url);
          return { url, status: record.status, heading: heading[language].test(h1(html) ?? ''), keys: keys.filter((key) => keyShown(html, key)) };
        });
        expect(results).toEqual(urls.map((url) => ({ url, status: 200, heading: true, keys: [] })));
      });
    }

    if (hydrated) {
      const cases = TRANSLATED.flatMap((language) => hydrated.urls.map((url) => [language, url] as const));
      it.each(cases)('%s: %s is hydrated unchanged from the server markup, fetching nothing', async (language, url) => {
        const { container, problems, fetched } = await hydrateServerHtml(url, inLanguage(language), answersIn(language));
        expect(problems).toEqual([]);
        expect(fetched).toEqual([]);
        expect(hydrated.leftOver(container)).toEqual([]);
      });
    }
  });

  return { inLanguage, render };
}
