import { useContext, useEffect } from 'react';
import { ServerRenderContext, type PageHead } from './render/render-context';
import { useLanguage } from './i18n/catalogue';
import { languageInfo, languagePath, type Language } from './i18n/languages';

export const SITE_NAME = 'Assam Engineering College';

/** "Title | Assam Engineering College" (the college's name in the page's language), or the name alone. */
export function documentTitle(title?: string, language: Language = 'en'): string {
  const siteName = languageInfo(language).siteName;
  return title ? `${title} | ${siteName}` : siteName;
}

/**
 * What the page says about itself in the document head. On the server it is recorded for the
 * HTML's head (title, description, canonical, Open Graph, JSON-LD); in the browser the title and
 * description follow in-app navigation. The innermost page's call wins: it renders last.
 */
export function usePageHead(head: PageHead): void {
  const render = useContext(ServerRenderContext);
  const language = useLanguage();
  if (render)
    render.head = {
      ...render.head,
      ...withoutUndefined({
        ...head,
        breadcrumbs: inLanguage(head.breadcrumbs, language),
        feeds: withFeeds(render.head.feeds, head.feeds),
        canonicalPath: head.canonicalPath && languagePath(language, head.canonicalPath),
      }),
    };
  const { title, description } = head;
  useEffect(() => {
    // A call that names no title (a part of a page adding its description) leaves the title alone.
    if (title !== undefined) document.title = documentTitle(title, language);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, language]);
}

/**
 * A trail's pages in the page's language: '/departments' on an Assamese page is '/as/departments'.
 * Callers may name English paths or already prefixed ones (languagePath keeps a prefixed path as it is).
 */
function inLanguage(breadcrumbs: PageHead['breadcrumbs'], language: Language): PageHead['breadcrumbs'] {
  return breadcrumbs?.map((crumb) => (crumb.path ? { ...crumb, path: languagePath(language, crumb.path) } : crumb));
}

/** The feeds named so far and a call's, each once (a list shown twice on a page is one feed). */
function withFeeds(named: PageHead['feeds'], added: PageHead['feeds']): PageHead['feeds'] {
  if (!added) return named;
  return [...(named ?? []), ...added.filter((feed) => !named?.some((other) => other.href === feed.href))];
}

function withoutUndefined(head: PageHead): PageHead {
  return Object.fromEntries(Object.entries(head).filter(([, value]) => value !== undefined)) as PageHead;
}

/** Sets the document title (and meta description when given) for the page being shown. */
export function usePageTitle(title: string, description?: string): void {
  usePageHead({ title, description });
}
