import { use, useContext, type ComponentType, type ReactNode } from 'react';
import i18next, { type i18n as I18n, type Resource, type TFunction } from 'i18next';
import { I18nContext, I18nextProvider, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageInfo, type Language } from './languages';
import { ServerRenderContext } from '../render/render-context';

/** One app's messages in one language: nested keys to i18next strings (plurals as key_one / key_other). */
export type Messages = { [key: string]: string | Messages };

/** An app's catalogue loader: one chunk per language, so a page downloads only its language's messages. */
export type CatalogueLoader = (language: Language) => Promise<Messages | { default: Messages }>;

/**
 * Catalogues loaded so far in this process (browser tab or server worker), by 'namespace:language'.
 * Every i18next instance (one per page render on the server) takes its bundles from here.
 */
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();
/** Changes whenever a catalogue arrives (the English stand-in below is made again then). */
let catalogueVersion = 0;

const keyOf = (namespace: string, language: Language) => `${namespace}:${language}`;

/** Loads (once) an app's messages in a language; resolves when they can be used. */
export function loadCatalogue(namespace: string, language: Language, loader: CatalogueLoader): Promise<Messages> {
  const key = keyOf(namespace, language);
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  let pending = loading.get(key);
  if (!pending) {
    pending = loader(language).then((module) => {
      const messages = ('default' in module && typeof module.default === 'object' ? module.default : module) as Messages;
      loaded.set(key, messages);
      catalogueVersion += 1;
      loading.delete(key);
      return messages;
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Messages already in memory (a test, or a catalogue bundled with its app), usable at once. */
export function registerCatalogue(namespace: string, language: Language, messages: Messages): void {
  loaded.set(keyOf(namespace, language), messages);
  catalogueVersion += 1;
}

let englishStandIn: { version: number; i18n: I18n } | undefined;

/**
 * Outside any I18nProvider (a remote running on its own in development, a unit test of one
 * component) the interface is English, from the English catalogues loaded or registered so far.
 */
function englishOutsideProvider(): I18n {
  if (englishStandIn?.version !== catalogueVersion) englishStandIn = { version: catalogueVersion, i18n: createI18n('en') };
  return englishStandIn.i18n;
}

/**
 * An i18next instance for one page in one language. Resources come from the loaded catalogues, so
 * a render never waits for what an earlier one loaded; on the server each render has its own
 * instance (renders in different languages run side by side).
 */
export function createI18n(language: Language): I18n {
  const resources: Resource = {};
  for (const [key, messages] of loaded) {
    const [namespace, lang] = key.split(':') as [string, Language];
    if (lang === language) (resources[lang] ??= {})[namespace] = messages;
  }
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    // A missing key is a test failure (every catalogue has every English key), never English in an Assamese sentence.
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Catalogue (below) makes the messages present before anything asks for them.
    react: { useSuspense: false },
  });
  return instance;
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The page's i18next instance, or the English stand-in outside a provider. */
function usePageI18n(): { i18n: I18n; provided: boolean } {
  const context = useContext(I18nContext);
  return context?.i18n ? { i18n: context.i18n, provided: true } : { i18n: englishOutsideProvider(), provided: false };
}

/** The page's language (English outside a provider: tests of one component, the standalone remote). */
export function useLanguage(): Language {
  const language = usePageI18n().i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The Intl locale of the page's language: 'as-IN', 'hi-IN' or 'en-IN'. */
export function useLocale(): string {
  return languageInfo(useLanguage()).locale;
}

/** The server's translate functions, one per page's instance and namespace. */
const serverTs = new WeakMap<I18n, Map<string, TFunction>>();

function serverT(i18n: I18n, namespace: string): TFunction {
  let byNamespace = serverTs.get(i18n);
  if (!byNamespace) serverTs.set(i18n, (byNamespace = new Map()));
  let t = byNamespace.get(namespace);
  if (!t) byNamespace.set(namespace, (t = i18n.getFixedT(i18n.language, namespace)));
  return t;
}

/** An app's translate function: `const t = useT('mfe-campus')`, then t(key) with a key of that app's catalogue. */
export function useT(namespace: string): TFunction {
  const { i18n, provided } = usePageI18n();
  // The server renders a page once, in one language: nothing to re-render on, so no subscription.
  // react-i18next's hook copies the whole i18n instance for every component it mounts (its wrapper,
  // 16.x), which on a long page cost about a quarter of the render worker's CPU (decision 095).
  // A component is rendered on the server or in the browser for its whole life: the hooks keep their order.
  if (useContext(ServerRenderContext)) return serverT(i18n, namespace);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above
  return useTranslation(namespace, provided ? undefined : { i18n }).t;
}

/**
 * Renders its children once the app's messages in the page's language are there: on the server the
 * render waits for them; in the browser, the section suspends (hydration keeps the server's markup
 * meanwhile) and the catalogue's chunk arrives alongside the section's code.
 */
export function Catalogue({ namespace, loader, children }: { namespace: string; loader: CatalogueLoader; children: ReactNode }) {
  const { i18n, provided } = usePageI18n();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const messages = loaded.get(keyOf(namespace, language)) ?? use(loadCatalogue(namespace, language, loader));
  if (provided && !i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, messages);
  return children;
}

/**
 * A remote's section (or home widget) that renders once that remote's messages in the page's
 * language are there: `export const sections = { hostel: withCatalogue(NAMESPACE, catalogue)(HostelSection) }`.
 */
export function withCatalogue(namespace: string, loader: CatalogueLoader) {
  return function wrap<P extends object>(Component: ComponentType<P>): ComponentType<P> {
    function WithCatalogue(props: P) {
      return (
        <Catalogue namespace={namespace} loader={loader}>
          <Component {...props} />
        </Catalogue>
      );
    }
    WithCatalogue.displayName = `WithCatalogue(${Component.displayName ?? Component.name})`;
    return WithCatalogue;
  };
}
