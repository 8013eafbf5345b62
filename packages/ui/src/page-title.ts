import { useContext, useEffect } from 'react';
import { ServerRenderContext, type PageHead } from './render/render-context';

export const SITE_NAME = 'Assam Engineering College';

/** "Title | Assam Engineering College", or the site name alone. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * What the page says about itself in the document head. On the server it is recorded for the
 * HTML's head (title, description, canonical, Open Graph, JSON-LD); in the browser the title and
 * description follow in-app navigation. The innermost page's call wins: it renders last.
 */
export function usePageHead(head: PageHead): void {
  const render = useContext(ServerRenderContext);
  if (render) render.head = { ...render.head, ...withoutUndefined(head) };
  const { title, description } = head;
  useEffect(() => {
    // A call that names no title (a part of a page adding its description) leaves the title alone.
    if (title !== undefined) document.title = documentTitle(title);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

function withoutUndefined(head: PageHead): PageHead {
  return Object.fromEntries(Object.entries(head).filter(([, value]) => value !== undefined)) as PageHead;
}

/** Sets the document title (and meta description when given) for the page being shown. */
export function usePageTitle(title: string, description?: string): void {
  usePageHead({ title, description });
}
