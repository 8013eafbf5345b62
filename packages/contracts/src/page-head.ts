/**
 * What a server-rendered page says about itself, passed from the render (the shell's server
 * container, through @aec/ui's usePageHead) to the API, which writes it into the HTML head.
 */

/** A breadcrumb trail of the page, for BreadcrumbList structured data. */
export interface Breadcrumb {
  name: string;
  /** Site path, e.g. '/notifications'; the last crumb (the page itself) may leave it out. */
  path?: string;
}

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
