import { createContext, useContext } from 'react';

/** A breadcrumb trail of the page, for BreadcrumbList structured data. */
export interface Breadcrumb {
  name: string;
  /** Site path, e.g. '/notifications'; the last crumb (the page itself) may leave it out. */
  path?: string;
}

/** What a page says about itself for the document head (title, previews, structured data). */
export interface PageHead {
  /** The page's own title; the site name is added after it. */
  title?: string;
  description?: string;
  /** Site path or absolute URL of the preview image; the college emblem when absent. */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: 'article' for news and notices, 'website' otherwise. */
  type?: 'website' | 'article';
  /** schema.org objects for JSON-LD (NewsArticle, Event …); URLs in them may be site paths. */
  structuredData?: Record<string, unknown>[];
  breadcrumbs?: Breadcrumb[];
  /** Pages that must not be indexed (the TV screen, the staff console, search results). */
  noindex?: boolean;
}

/**
 * Collected while the server renders one request, then written into the HTML by the API:
 * the HTTP status, the head, which remote modules the page used. In the browser there is none.
 */
export interface ServerRenderRecord {
  status: number;
  /** Set by NotFoundRedirect: the server answers 404 with the not-found page instead. */
  notFound: boolean;
  head: PageHead;
  /** The allow-list sanitiser of the API (the same one stored markup went through). */
  sanitizeHtml: (html: string) => string;
}

export const ServerRenderContext = createContext<ServerRenderRecord | null>(null);

/** The current server render, or null in the browser. */
export function useServerRender(): ServerRenderRecord | null {
  return useContext(ServerRenderContext);
}

/**
 * The HTTP status of the page being rendered on the server (404 for an unknown notice id, …).
 * Does nothing in the browser. Errors win over a success set earlier.
 */
export function useHttpStatus(status: number): void {
  const render = useContext(ServerRenderContext);
  if (render && (render.status < 400 || status >= 400)) render.status = status;
}
