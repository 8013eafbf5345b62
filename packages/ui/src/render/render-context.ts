import { createContext, useContext } from 'react';
import type { PageHead } from '@aec/contracts';

export type { Breadcrumb, PageHead } from '@aec/contracts';

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
  /** Exposed remote modules the page rendered ('mfe-campus/./routes'): the API links their CSS and JS. */
  remoteModules: string[];
  /** The moment the page is rendered for (ms since 1970): usePageNow; embedded for hydration. */
  renderedAt: number;
  /** A lite page (Save-Data or the visitor's choice): no carousel, no image until it is tapped. */
  lite?: boolean;
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
