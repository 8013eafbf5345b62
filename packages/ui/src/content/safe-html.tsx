import { useContext, useEffect, useState, useSyncExternalStore, type ElementType } from 'react';
import { ServerRenderContext } from '../render/render-context';

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * DOMPurify is about 12 kB gzipped: it is fetched the first time markup is shown, so pages
 * without any (the home page) never pay for it.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Links the API stores may open a new tab; they must not get a handle on this page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    const sanitize: Sanitize = (html) =>
      DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'], ADD_ATTR: ['target'] });
    sanitizer = sanitize;
    return sanitize;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Text of markup without running or loading anything in it: an inert document is never rendered. */
function plainText(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

const subscribeToNothing = () => () => undefined;

interface SafeHtmlProps {
  html: string;
  className?: string;
  /** Wrapper element; a div by default. */
  as?: ElementType;
}

/**
 * Markup from the API, sanitised with DOMPurify before it reaches the page. Until DOMPurify has
 * arrived (first use only) the text is shown without markup, so nothing jumps or goes blank.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const render = useContext(ServerRenderContext);
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  // True only while React hydrates server HTML (it reads the server snapshot then).
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [fromServer] = useState(hydrating);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  // The server renders through the API's own allow-list sanitiser (the one the markup was stored with).
  if (render) return <Tag className={className} dangerouslySetInnerHTML={{ __html: render.sanitizeHtml(html) }} />;
  // Taken over from the server's HTML before DOMPurify has arrived: React keeps the server's markup as
  // it is (it neither patches inner HTML while hydrating nor rewrites an unchanged one later), and
  // DOMPurify's version replaces it when it comes. The markup was sanitised by the API when stored.
  if (!sanitize && fromServer) return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  if (!sanitize) return <Tag className={className}>{plainText(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
