import type { Breadcrumb, PageHead } from '@aec/contracts';
import { pageClasses, pageLanguage, sheetPieces, usedCss, type SheetPiece } from './page-css';
import type { RenderResult, StoredAnswer } from './render-messages';

export const SITE_NAME = 'Assam Engineering College';
/**
 * The preview image of a page without its own (an absolute URL is made of it): a 1200 x 630 PNG
 * card (the college's name beside its emblem), since WhatsApp, Facebook and LinkedIn show no SVG.
 * Sample: made from the sample emblem, to be replaced with the college's own artwork.
 */
export const DEFAULT_IMAGE = '/og-default.png';
const DEFAULT_IMAGE_SIZE = { width: '1200', height: '630' };

/**
 * A file the browser will fetch when the app starts: a script, a remote's manifest, or a whole stylesheet
 * of the page ('stylesheet': applied, not only preloaded).
 */
export interface Preload {
  href: string;
  as: 'script' | 'fetch' | 'stylesheet';
}

/** A remote's stylesheet: its URL, and its text when the server could read it. */
export interface Stylesheet {
  href: string;
  /** The file's CSS, its relative url()s made absolute: inlined into the page's head. */
  text?: string;
  /** Its rules and the classes each needs (page-css.ts), read once per deploy: a page inlines the ones it uses. */
  pieces?: SheetPiece[];
}

/** What one exposed remote module needs, from the remote's browser mf-manifest.json. */
export interface ModuleAssets {
  /** Stylesheets: in the page's head (inlined while small), the section is styled at its first paint. */
  css: Stylesheet[];
  /** Fetched when the app starts (first-screen.js reads them from #aec-preloads), in parallel. */
  preloads: Preload[];
  /** The remote's own message catalogue chunk in each language, fetched with the rest on a page in that language. */
  messages?: Partial<Record<string, Preload[]>>;
}

export interface PageParts {
  /** shell/dist/index.html (the browser build's head: inline CSS, first-screen script; #root), split at its slots. */
  template: PageTemplate;
  /** The site's public origin (AEC_PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** Path and query the page was asked for. */
  url: string;
  result: RenderResult;
  answers: Record<string, StoredAnswer>;
  /** Stylesheets of an exposed module ('mfe-campus/./routes'); undefined when its manifest is unknown. */
  assetsOf: (remoteModule: string) => ModuleAssets | undefined;
  /** The shell's and the design system's catalogue chunks, by language: the app renders only once they are there. */
  shellMessages?: Partial<Record<string, Preload[]>>;
  /** A lite page (Save-Data, or the visitor's choice): marked data-lite, no font or banner preloaded. */
  lite?: boolean;
  /** When the app starts (AEC_APP_START): 'tap' marks the page data-app-start="tap", as is every lite page. */
  appStart?: 'paint' | 'tap';
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** Keys of schema.org data whose values are URLs (a string, or a list of them). */
const URL_KEYS = /^(url|image|item|logo|@id|mainEntityOfPage|sameAs|contentUrl|thumbnailUrl)$/;

/**
 * Site paths inside structured data (url, image, item, …) become absolute URLs, also in lists
 * (`image: ['/files/…']`); objects inside a list (an ImageObject) are read by their own keys.
 */
function absoluteUrls(value: unknown, publicUrl: string, isUrl = false): unknown {
  if (typeof value === 'string') return isUrl && value.startsWith('/') && !value.startsWith('//') ? absolute(publicUrl, value) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, publicUrl, isUrl));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteUrls(item, publicUrl, URL_KEYS.test(key))]));
  }
  return value;
}

function breadcrumbList(crumbs: Breadcrumb[], publicUrl: string, pathname: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(publicUrl, crumb.path ?? pathname),
    })),
  };
}

/** The languages of every public page (docs/product/languages.md): English unprefixed, Assamese at /as/…, Hindi at /hi/…. */
export const PAGE_LANGUAGES = [
  { code: 'en', prefix: '', locale: 'en_IN', siteName: SITE_NAME },
  { code: 'as', prefix: '/as', locale: 'as_IN', siteName: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়' },
  { code: 'hi', prefix: '/hi', locale: 'hi_IN', siteName: 'असम इंजीनियरिंग कॉलेज' },
] as const;
const siteNameIn = (language: string) => PAGE_LANGUAGES.find((entry) => entry.code === language)?.siteName ?? SITE_NAME;

/** A page's path without its language prefix: '/as/notifications' → '/notifications', '/as/' → '/'. */
export function barePath(pathname: string): string {
  const match = /^\/(?:as|hi)(?=$|\/)(.*)$/.exec(pathname);
  if (!match) return pathname;
  return match[1] || '/';
}

/** The page's address in each language, and x-default (English), for hreflang. */
export function alternateLinks(publicUrl: string, pathname: string): string {
  const bare = barePath(pathname);
  const links = PAGE_LANGUAGES.map(
    ({ code, prefix }) => `<link rel="alternate" hreflang="${code}" href="${escapeAttr(absolute(publicUrl, prefix ? `${prefix}${bare}` : bare))}">`,
  );
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(absolute(publicUrl, bare))}">`);
  return links.join('');
}

/** The head tags a page's PageHead stands for: canonical, hreflang alternates, robots, Open Graph, Twitter card, JSON-LD. */
export function headTags(
  head: PageHead,
  { publicUrl, pathname, status, language = 'en' }: { publicUrl: string; pathname: string; status: number; language?: string },
): string {
  const siteName = siteNameIn(language);
  const title = head.title ? `${head.title} | ${siteName}` : siteName;
  // The owning app may name the one address (a club's code in its case); else it is the request's canonical path.
  const address = head.canonicalPath ?? pathname;
  const url = absolute(publicUrl, address);
  // An inline image, or an SVG (which link previews do not show), gives way to the card.
  const ownImage = head.image && !head.image.startsWith('data:') && !/\.svg(\?|$)/i.test(head.image) ? head.image : undefined;
  const image = absolute(publicUrl, ownImage ?? DEFAULT_IMAGE);
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) => {
    if (content) tags.push(`<meta ${attr}="${key}" content="${escapeAttr(content)}">`);
  };
  if (status >= 400 || head.noindex) meta('name', 'robots', 'noindex');
  else tags.push(`<link rel="canonical" href="${escapeAttr(url)}">`, alternateLinks(publicUrl, address));
  meta('property', 'og:type', head.type ?? 'website');
  meta('property', 'og:title', head.title || siteName);
  meta('property', 'og:site_name', siteName);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', url);
  meta('property', 'og:locale', PAGE_LANGUAGES.find((entry) => entry.code === language)?.locale);
  meta('property', 'og:image', image);
  if (image.endsWith(DEFAULT_IMAGE)) {
    meta('property', 'og:image:width', DEFAULT_IMAGE_SIZE.width);
    meta('property', 'og:image:height', DEFAULT_IMAGE_SIZE.height);
  }
  meta('property', 'og:image:alt', ownImage ? (head.imageAlt ?? head.title) : `${SITE_NAME}: its name beside its emblem`);
  meta('name', 'twitter:card', 'summary_large_image');
  meta('name', 'twitter:title', title);
  meta('name', 'twitter:description', head.description);
  meta('name', 'twitter:image', image);
  // The page's own feeds (the site-wide notices feed is in the template, on every page).
  for (const feed of head.feeds ?? [])
    tags.push(`<link rel="alternate" type="${escapeAttr(feed.type)}" title="${escapeAttr(feed.title)}" href="${escapeAttr(absolute(publicUrl, feed.href))}">`);
  const structured = [...(head.structuredData ?? [])];
  if (head.breadcrumbs?.length) structured.push(breadcrumbList(head.breadcrumbs, publicUrl, pathname));
  for (const data of structured) tags.push(`<script type="application/ld+json">${scriptJson(absoluteUrls(data, publicUrl))}</script>`);
  tags.push(manifestTags(language));
  return tags.join('');
}

/** The installable app (docs/product/offline-and-push.md): the page's language's web app manifest, and the icon iOS reads instead. */
export function manifestTags(language: string): string {
  const prefix = PAGE_LANGUAGES.find((entry) => entry.code === language)?.prefix ?? '';
  return `<link rel="manifest" href="${prefix}/manifest.webmanifest"><link rel="apple-touch-icon" href="/icons/icon-192.png">`;
}

/**
 * The woff2 files of a language's own face (docs/product/languages.md), read from the template's inline CSS:
 * `html[lang=as]{--font:'Noto Sans Bengali',…}` names the face, its @font-face rules name the files.
 * Preloaded, they are there at the page's first layout: no second layout (and shift) when they swap
 * in, and no slow search of the system's fonts for letters the fallback faces lack. English: none.
 * A face that names the device's own copy first (`src: local(…), url(…)`) is not preloaded: a preload
 * downloads the file even on a phone that has the font (decision 114).
 */
export function languageFontFiles(template: string, language: string): string[] {
  if (!/^[a-z]{2}$/.test(language) || language === 'en') return [];
  const face = new RegExp(`html\\[lang="?'?${language}'?"?\\]\\s*\\{\\s*--font:\\s*['"]?([^,'";}]+)`).exec(template)?.[1]?.trim();
  if (!face) return [];
  const files: string[] = [];
  for (const [rule] of template.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const family = /font-family:\s*['"]?([^;'"}]+)/.exec(rule)?.[1]?.trim();
    const woff2 = /url\(\s*['"]?([^)'"\s]+\.woff2)['"]?\s*\)/.exec(rule)?.[1];
    if (family === face && woff2 && !/\blocal\(/.test(rule)) files.push(woff2);
  }
  return files;
}

/** An attribute of an element's markup as the server rendered it (its value still escaped, as it may go back into markup). */
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A preload of the page's largest paint: the first image the page marks `fetchpriority="high"` (one a page:
 * a news photo, NewsImage's `priority`), as a <link> in the head. The image is then asked for as the head is
 * read, before the body's other images (the header's emblem): first, it takes the connection the page came on
 * rather than waiting for a new one (decision 200). In a <picture>, its WebP <source>'s candidates, so the
 * browser picks the same file the <source> will. Empty when the page marks none.
 */
export function largestPaintPreload(markup: string): string {
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(markup);
  if (!img) return '';
  const source = /<source\b[^>]*>$/i.exec(markup.slice(Math.max(0, img.index - 4000), img.index))?.[0];
  const from = source && attributeOf(source, 'srcset') ? source : img[0];
  const srcset = attributeOf(from, 'srcset');
  const sizes = attributeOf(from, 'sizes');
  const type = from === source ? attributeOf(source, 'type') : undefined;
  const src = attributeOf(img[0], 'src');
  if (!srcset && !src) return '';
  return (
    '<link rel="preload" as="image"' +
    (src && !srcset ? ` href="${src}"` : '') +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (srcset && sizes ? ` imagesizes="${sizes}"` : '') +
    (type ? ` type="${type}"` : '') +
    ' fetchpriority="high">'
  );
}

/** A built stylesheet's content hash ('830.5d924c2ead.css' → '5d924c2ead'); undefined for another file. */
export const cssContentHash = (file: string): string | undefined => /\.([0-9a-f]{8,})\.css$/.exec(file)?.[1];

/** Remote CSS inlined into a page, at most (raw bytes); the rest is linked. */
export const INLINE_CSS_BUDGET = 48 * 1024;

/**
 * The remotes' stylesheets of a page. Each would be a render-blocking request on a slow network, so
 * while they are small they are inlined as `<style data-href="<file>">`: the remote's chunk loader
 * (mini-css-extract's) looks for that attribute with the chunk's file name and does not fetch the
 * file again when the section's code arrives. A file whose content hash is already on the page (the
 * design system's CSS is one file per remote, under different ids) is not repeated.
 */
export function stylesheetTags(sheets: Stylesheet[], used?: UsedCss): string {
  /** Content hashes on the page: true when inlined, false when linked. */
  const hashes = new Map<string, boolean>();
  let inlined = 0;
  const tags: string[] = [];
  for (const { href, text, pieces } of sheets) {
    const file = href.slice(href.lastIndexOf('/') + 1);
    const hash = cssContentHash(file);
    const seen = hash ? hashes.get(hash) : undefined;
    if (seen !== undefined) {
      // Its content is on the page already; an empty style under its name stops its loader fetching it.
      if (seen) tags.push(`<style data-href="${escapeAttr(file)}"></style>`);
      continue;
    }
    if (text !== undefined && inlined + text.length <= INLINE_CSS_BUDGET) {
      inlined += text.length;
      tags.push(`<style data-href="${escapeAttr(file)}">${inlineCss(text, pieces, href, used)}</style>`);
    } else {
      tags.push(`<link rel="stylesheet" href="${escapeAttr(href)}">`);
    }
    if (hash) hashes.set(hash, tags.at(-1)!.startsWith('<style'));
  }
  return tags.join('');
}

/**
 * The page's classes, and the stylesheets whose rules it left out: each is applied when the app starts
 * (first-screen.js, after the page's paint; in the inlined sheets' order, after them, so the cascade is the
 * same), before anything the page's scripts draw; without script, linked in a <noscript> at the end of the body.
 */
export interface UsedCss {
  classes: Set<string>;
  deferred: string[];
}

/** A sheet's text for a <style>: only the rules the page uses when `used` says which, the whole otherwise. */
function inlineCss(text: string, pieces: SheetPiece[] | undefined, href: string, used: UsedCss | undefined): string {
  let css = text;
  if (used && pieces) {
    const kept = usedCss(pieces, used.classes);
    if (kept.length < text.length) {
      css = kept;
      used.deferred.push(href);
    }
  }
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * The whole sheets a page left rules of out, for a browser without script (with it, first-screen.js links them
 * when the app starts): linked at the end of the body, where they do not hold the first paint back.
 */
export const deferredStylesheetTags = (hrefs: string[]) =>
  hrefs.length ? `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join('')}</noscript>` : '';

/** A stylesheet's relative url()s made absolute from its folder, so its text can be inlined into a page. */
export function absoluteCssUrls(text: string, folder: string): string {
  return text.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, target: string) =>
    /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target) ? whole : `url(${quote}${folder}${target}${quote})`,
  );
}

/**
 * The named places of the shell's index.html (shell/public/index.html) the server fills, each an HTML
 * comment kept by the build's minifier: `<!--aec:head-->` is a place, `<!--aec:title-->…<!--/aec:title-->`
 * a place with the content the client-rendered page keeps (the server's page replaces it).
 */
export const PAGE_SLOTS = ['html', 'fonts', 'description', 'og-image', 'banner', 'title', 'head', 'root', 'noscript', 'data'] as const;
export type PageSlot = (typeof PAGE_SLOTS)[number];

/** The shell's index.html split at its slots once per deploy: a page is then one pass over known places. */
export interface PageTemplate {
  /** The text around the slots: one more than `slots`. */
  parts: string[];
  slots: PageSlot[];
  /** Each slot's own content, used when a page gives it none. */
  defaults: string[];
  /** The whole template (its inline CSS names the language fonts). */
  text: string;
  /** The font files of each language, read from the CSS once. */
  fonts: Map<string, string[]>;
  /** The template's own inlined stylesheets (the shell's), read once: a page keeps the rules it uses. */
  styles: TemplateStyle[];
  /**
   * `parts` with the first-screen script of a page whose app starts at a tap (the build's first-screen-at-tap.js)
   * in place of index.html's; undefined without that file (a shell build from before decision 205): no page is then
   * marked to start its app at a tap, since index.html's script starts it after the paint.
   */
  atTapParts?: string[];
}

/** A `<style data-href>` of the template: the whole tag as written, its file, and its rules. */
export interface TemplateStyle {
  tag: string;
  open: string;
  href: string;
  text: string;
  pieces: SheetPiece[];
}

/** The template's `<style data-href=…>` elements (the shell build inlines its stylesheet so). */
function templateStyles(text: string): TemplateStyle[] {
  const styles: TemplateStyle[] = [];
  for (const match of text.matchAll(/(<style\b[^>]*\bdata-href=(?:"([^"]+)"|'([^']+)'|([^\s>]+))[^>]*>)([\s\S]*?)<\/style>/gi)) {
    const css = match[5]!;
    styles.push({ tag: match[0], open: match[1]!, href: (match[2] ?? match[3] ?? match[4])!, text: css, pieces: sheetPieces(css) });
  }
  return styles;
}

/** A template without a slot the server fills: the page is then drawn in the browser, and the log says this. */
export class PageTemplateError extends Error {}

const SLOT_MARKER = /<!--aec:([a-z-]+)-->(?:([\s\S]*?)<!--\/aec:\1-->)?/g;
const isPageSlot = (name: string): name is PageSlot => (PAGE_SLOTS as readonly string[]).includes(name);

/** The template's first-screen script: the first bare <script> of its head (first-screen-script-plugin.js puts it first). */
const FIRST_SCREEN_SCRIPT = /<script>[\s\S]*?<\/script>/;

/**
 * Splits a page template at its slots; a slot missing, unknown or named twice is a PageTemplateError with a sentence.
 * atTapScript: the build's first-screen script for a page marked data-app-start="tap" (decision 205).
 */
export function parseTemplate(text: string, file = 'the page template', atTapScript?: string): PageTemplate {
  const template: PageTemplate = { parts: [], slots: [], defaults: [], text, fonts: new Map(), styles: templateStyles(text) };
  let from = 0;
  for (const match of text.matchAll(SLOT_MARKER)) {
    const name = match[1]!;
    if (!isPageSlot(name))
      throw new PageTemplateError(`${file} names a slot the server does not fill, <!--aec:${name}-->; the slots are ${PAGE_SLOTS.join(', ')}.`);
    if (template.slots.includes(name)) throw new PageTemplateError(`${file} names the slot <!--aec:${name}--> twice.`);
    template.parts.push(text.slice(from, match.index));
    template.slots.push(name);
    template.defaults.push(match[2] ?? '');
    from = match.index + match[0].length;
  }
  template.parts.push(text.slice(from));
  if (atTapScript && !/<\/script/i.test(atTapScript)) {
    const at = template.parts.findIndex((part) => FIRST_SCREEN_SCRIPT.test(part));
    if (at >= 0)
      template.atTapParts = template.parts.map((part, i) => (i === at ? part.replace(FIRST_SCREEN_SCRIPT, () => `<script>${atTapScript}</script>`) : part));
  }
  const missing = PAGE_SLOTS.filter((name) => !template.slots.includes(name));
  if (missing.length) {
    throw new PageTemplateError(
      `${file} has no ${missing.map((name) => `<!--aec:${name}-->`).join(', ')}: the server cannot fill it, so pages are drawn in the browser. ` +
        'Build the shell again (npm run build -- shell): its public/index.html names every slot, and its minifier keeps them.',
    );
  }
  return template;
}

/**
 * The template with each slot's content (its own when a page gives none): one pass over the known places.
 * atTap: the page starts its app at a tap, and gets the first-screen script of such a page (the template's atTapParts).
 */
export function fillTemplate(template: PageTemplate, content: Partial<Record<PageSlot, string>>, atTap = false): string {
  const parts = (atTap && template.atTapParts) || template.parts;
  let page = parts[0]!;
  template.slots.forEach((slot, i) => {
    page += (content[slot] ?? template.defaults[i]!) + parts[i + 1]!;
  });
  return page;
}

/** The class of @aec/ui's LoadingState, in a server render: a part of the page that only the app draws. */
const LOADING_PART = /class="state state--loading"/;

/** The whole page: the template with the page's head, its remotes' CSS and JS, the markup and its data. */
export function assemblePage({ template, publicUrl, url, result, answers, assetsOf, shellMessages = {}, lite = false, appStart = 'paint' }: PageParts): string {
  const pathname = url.split('?')[0] || '/';
  const { head } = result;
  const language = result.language ?? 'en';
  const siteName = siteNameIn(language);
  const title = head.title ? `${head.title} | ${siteName}` : siteName;

  const css = new Map<string, Stylesheet>();
  const preloads = new Map<string, Preload>();
  // The page's catalogues come with the code, not one round trip after it: hydration waits for them.
  shellMessages[language]?.forEach((preload) => preloads.set(preload.href, preload));
  for (const remoteModule of result.remoteModules) {
    const assets = assetsOf(remoteModule);
    assets?.css.forEach((sheet) => css.set(sheet.href, sheet));
    assets?.preloads.forEach((preload) => preloads.set(preload.href, preload));
    assets?.messages?.[language]?.forEach((preload) => preloads.set(preload.href, preload));
  }
  // A lite page keeps every rule inline: its app starts only on a tap, and nothing else is downloaded for it.
  const used: UsedCss | undefined = lite ? undefined : { classes: pageClasses(result.markup, template.text).add(pageLanguage(language)), deferred: [] };
  const shellStyles = template.styles.map((style) => ({ style, css: used ? inlineCss(style.text, style.pieces, style.href, used) : style.text }));
  const remoteTags = stylesheetTags([...css.values()], used);
  let fonts = template.fonts.get(language);
  if (!fonts) template.fonts.set(language, (fonts = languageFontFiles(template.text, language)));
  // A lite page uses the system's fonts (fonts.css names none under html[data-lite]).
  const fontTags = (lite ? [] : fonts).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeAttr(href)}" crossorigin>`).join('');

  // The whole sheets come first among what the app fetches when it starts, after the page's paint: linked in the
  // page, they were fetched beside the largest paint's photo and shared a slow phone's bandwidth with it.
  const deferred = used?.deferred ?? [];
  const appFiles: Preload[] = [...deferred.map((href) => ({ href, as: 'stylesheet' as const })), ...preloads.values()];
  const data =
    `<script type="application/json" id="aec-data">${scriptJson({ answers, renderedAt: result.renderedAt })}</script>` +
    (appFiles.length ? `<script type="application/json" id="aec-preloads">${scriptJson(appFiles)}</script>` : '') +
    deferredStylesheetTags(deferred);
  // first-screen.js starts the app of a page marked data-app-start="tap" at the visitor's first act that needs it,
  // not after its paint: a lite page always (decision 115), every page with AEC_APP_START=tap (decision 197), except
  // a page the server drew with a part still loading (@aec/ui's LoadingState: a form or viewer only the browser
  // draws), which a visitor would otherwise watch say "Loading…" until they tapped.
  // Only with the build's script for such a page (decision 205): a shell release from before it has none, and its
  // whole script starts the app after the paint.
  const atTap = Boolean(template.atTapParts) && (lite || (appStart === 'tap' && !LOADING_PART.test(result.markup)));
  let page = fillTemplate(
    template,
    {
      html: `<html lang="${language}" data-ssr${lite ? ' data-lite' : ''}${atTap ? ' data-app-start="tap"' : ''}${result.notFound ? ' data-not-found="true"' : ''}>`,
      // The language's font, fetched alongside the stylesheet-free head rather than after the first layout.
      fonts: fontTags,
      description: head.description ? `<meta name="description" content="${escapeAttr(head.description)}">` : undefined,
      // The template's own preview image gives way to the page's (absolute URLs, in head).
      'og-image': '',
      // The home page's banner is its largest paint; any other page must not spend a phone's bandwidth on it,
      // and preloads its own largest paint's photo instead, if it marks one.
      banner: lite ? '' : barePath(pathname) === '/' ? undefined : largestPaintPreload(result.markup),
      title: `<title>${escapeText(title)}</title>`,
      head: `${headTags(head, { publicUrl, pathname, status: result.status, language })}${remoteTags}${result.hints}`,
      root: `<div id="root">${result.markup}</div>`,
      // No-script visitors get the page itself now.
      noscript: '',
      data,
    },
    atTap,
  );
  for (const { style, css } of shellStyles) {
    if (css === style.text) continue;
    const at = page.indexOf(style.tag);
    if (at >= 0) page = page.slice(0, at) + style.open + css + '</style>' + page.slice(at + style.tag.length);
  }
  return page;
}
