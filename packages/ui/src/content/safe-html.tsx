import { useEffect, useState, type ElementType } from 'react';

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
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
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
  if (!sanitize) return <Tag className={className}>{plainText(html)}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
