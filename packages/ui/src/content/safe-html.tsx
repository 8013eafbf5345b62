import { useContext, useEffect, useRef, useState, useSyncExternalStore, type ElementType } from 'react';
import { markupSanitizer, type MarkupSanitizer } from '@aec/contracts';
import { ServerRenderContext } from '../render/render-context';

let sanitizer: MarkupSanitizer | null = null;
let loading: Promise<MarkupSanitizer> | null = null;

/** Rendered markup is page text (h2 kept), as the server renders it: the same policy both ways. */
const PAGE_TEXT = { pageText: true } as const;

/**
 * DOMPurify is about 12 kB gzipped: it is fetched the first time markup is shown, so pages
 * without any (the home page) never pay for it. It applies the site's one markup policy
 * (@aec/contracts markup-policy), the one the API stores and renders with.
 */
export function loadSanitizer(): Promise<MarkupSanitizer> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    sanitizer = markupSanitizer(DOMPurify);
    return sanitizer;
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
 * What stands for the server's markup in React's props while the page keeps it: the text without
 * tags, with no < or > left, so it is inert if React ever writes it (it never needs to: hydration
 * keeps the server's DOM and an unchanged prop is not written again). Entities stay entities.
 */
const inert = (html: string) =>
  html
    .replace(/<[^>]*>?/g, '')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * Markup from the API, sanitised before it reaches the page by the one markup policy: on the
 * server by the API's DOMPurify (the one the markup was stored with), in the browser by DOMPurify. Markup
 * taken over from the server's HTML is kept as the server sanitised it until the text first
 * changes, so a hydrated page neither downloads DOMPurify nor sanitises and rewrites every notice
 * again (a long task on a phone); only markup the browser itself fetched waits for DOMPurify, and
 * meanwhile shows its text without markup, so nothing jumps or goes blank. No path hands React
 * unsanitised markup: the kept server markup is in the DOM only, React's prop for it is inert.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const render = useContext(ServerRenderContext);
  // True only while React hydrates server HTML (it reads the server snapshot then).
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [serverHtml] = useState(() => (hydrating ? html : null));
  // Once the text has changed, the server's markup is gone from the DOM: the same text coming back
  // (a language switched there and back) is sanitised like any other, never taken as the server's.
  const changed = useRef(false);
  if (serverHtml === null || html !== serverHtml) changed.current = true;
  const keepsServerMarkup = !changed.current;
  const [sanitize, setSanitize] = useState<MarkupSanitizer | null>(() => sanitizer);
  useEffect(() => {
    if (sanitize || keepsServerMarkup) return;
    let live = true;
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [sanitize, keepsServerMarkup]);
  if (render) return <Tag className={className} dangerouslySetInnerHTML={{ __html: render.sanitizeHtml(html) }} />;
  // React keeps the server's markup while hydrating (it does not patch inner HTML) and never writes
  // an unchanged prop later: what stays on the page is what the server's sanitiser wrote.
  if (keepsServerMarkup) return <Tag className={className} dangerouslySetInnerHTML={{ __html: inert(html) }} suppressHydrationWarning />;
  if (!sanitize) return <Tag className={className}>{plainText(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitize(html, PAGE_TEXT) }} />;
}
