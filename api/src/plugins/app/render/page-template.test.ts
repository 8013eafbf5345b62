import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../../config';
import {
  largestPaintPreload,
  absoluteCssUrls,
  assemblePage,
  fillTemplate,
  headTags,
  INLINE_CSS_BUDGET,
  languageFontFiles,
  PAGE_SLOTS,
  PageTemplateError,
  parseTemplate,
  stylesheetTags,
} from './page-template';
import { sheetPieces } from './page-css';
import type { RenderResult } from './render-messages';
import { cataloguesOf } from './page-renderer';
import { readHead } from '../../../../test/page-html';

const PUBLIC_URL = 'https://www.aec.example';
const RENDERED_AT = Date.parse('2026-11-24T10:00:00+05:30');

describe('headTags', () => {
  it('makes site paths in structured data absolute, in lists and nested objects too', () => {
    const tags = headTags(
      {
        title: 'Convocation',
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            url: '/news/newslist/7',
            mainEntityOfPage: '/news/newslist/7',
            image: ['/files/a.png', 'https://cdn.example.org/b.png', { '@type': 'ImageObject', url: '/files/c.png', caption: '/not/a/url' }],
            headline: '/a headline that looks like a path',
            publisher: { '@type': 'CollegeOrUniversity', url: '/', logo: '/aec-emblem.svg', sameAs: ['/about', '//elsewhere.example.org/x'] },
          },
        ],
      },
      { publicUrl: PUBLIC_URL, pathname: '/news/newslist/7', status: 200 },
    );
    const article = readHead(`${tags}</head>`).ld('NewsArticle')!;
    expect(article).toMatchObject({
      url: `${PUBLIC_URL}/news/newslist/7`,
      mainEntityOfPage: `${PUBLIC_URL}/news/newslist/7`,
      image: [
        `${PUBLIC_URL}/files/a.png`,
        'https://cdn.example.org/b.png',
        { '@type': 'ImageObject', url: `${PUBLIC_URL}/files/c.png`, caption: '/not/a/url' },
      ],
      headline: '/a headline that looks like a path',
      publisher: { url: `${PUBLIC_URL}/`, logo: `${PUBLIC_URL}/aec-emblem.svg`, sameAs: [`${PUBLIC_URL}/about`, '//elsewhere.example.org/x'] },
    });
  });

  it('a page: canonical, Open Graph and Twitter tags at absolute URLs, breadcrumbs as a BreadcrumbList', () => {
    const head = readHead(
      `${headTags(
        { title: 'Hostels', description: 'The hostels & halls', image: '/files/h.png', breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Hostels' }] },
        { publicUrl: PUBLIC_URL, pathname: '/hostel', status: 200 },
      )}</head>`,
    );
    expect(head.canonical).toBe(`${PUBLIC_URL}/hostel`);
    expect(head.meta('robots')).toBeUndefined();
    expect(head.meta('og:url')).toBe(`${PUBLIC_URL}/hostel`);
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/files/h.png`);
    expect(head.meta('og:description')).toBe('The hostels & halls');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe('Hostels | Assam Engineering College');
    expect(head.ld('BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Hostels', item: `${PUBLIC_URL}/hostel` },
    ]);
  });

  it('a page without an image of its own: the PNG preview card with its size (link previews show no SVG)', () => {
    const head = readHead(`${headTags({ title: 'About' }, { publicUrl: PUBLIC_URL, pathname: '/about', status: 200 })}</head>`);
    expect(head.meta('og:image')).toBe(`${PUBLIC_URL}/og-default.png`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('twitter:image')).toBe(`${PUBLIC_URL}/og-default.png`);
    const svg = readHead(`${headTags({ title: 'Home', image: '/banner-desktop.svg' }, { publicUrl: PUBLIC_URL, pathname: '/', status: 200 })}</head>`);
    expect(svg.meta('og:image')).toBe(`${PUBLIC_URL}/og-default.png`);
    // The card is a real 1200 x 630 PNG in the shell's public files.
    const png = readFileSync(path.join(repoRoot, 'shell/public/og-default.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('an error page or a noindex page: robots noindex and no canonical', () => {
    for (const [head, status] of [
      [{ title: 'Page not found' }, 404],
      [{ title: 'TV', noindex: true }, 200],
    ] as const) {
      const tags = headTags(head, { publicUrl: PUBLIC_URL, pathname: '/x', status });
      expect(tags).toContain('<meta name="robots" content="noindex">');
      expect(tags).not.toContain('canonical');
    }
  });

  it('nothing in structured data can close its script element', () => {
    const tags = headTags(
      { structuredData: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }] },
      { publicUrl: PUBLIC_URL, pathname: '/', status: 200 },
    );
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(readHead(`${tags}</head>`).ld('Thing')?.name).toBe('</script><script>alert(1)</script>');
  });
});

describe('assemblePage', () => {
  /** A minified template with the shell's slots, its inline CSS in the head. */
  const slotted = (css = '') =>
    '<!doctype html><!--aec:html--><html lang=en><!--/aec:html--><head><meta charset=utf-8><!--aec:fonts-->' +
    '<!--aec:description--><meta name=description content="The college"><!--/aec:description-->' +
    '<!--aec:og-image--><meta property=og:image content=/banner-desktop.svg><!--/aec:og-image-->' +
    '<!--aec:banner--><link rel=preload as=image href=/banner-mobile.svg><!--/aec:banner-->' +
    `<!--aec:title--><title>Assam Engineering College</title><!--/aec:title--><script>whole()</script>${css}<!--aec:head--></head>` +
    '<body><!--aec:root--><div id=root></div><!--/aec:root--><!--aec:noscript--><noscript>JS needed</noscript><!--/aec:noscript--><!--aec:data--></body></html>';
  // With the build's first-screen script of a page whose app starts at a tap (decision 205).
  const template = parseTemplate(slotted(), 'index.html', 'atTap()');
  const result = (over: Partial<RenderResult> = {}): RenderResult => ({
    status: 200,
    markup: '<main><h1>About</h1></main>',
    hints: '<link rel="preload" as="image" href="/aec-emblem.svg"/>',
    head: { title: 'About', description: 'About the college' },
    remoteModules: [],
    notFound: false,
    incomplete: false,
    renderedAt: RENDERED_AT,
    ...over,
  });

  it('fills the minified template: title, description, remote CSS, markup, data; drops its og:image, banner preload and noscript', () => {
    const page = assemblePage({
      template,
      publicUrl: PUBLIC_URL,
      url: '/about?from=menu',
      result: result({ remoteModules: ['mfe-campus/./routes'] }),
      answers: { '/api/x': { ok: true, body: { a: '</script>' } } },
      assetsOf: () => ({
        css: [{ href: '/remotes/mfe-campus/a.css' }],
        preloads: [
          { href: '/remotes/mfe-campus/mf-manifest.json', as: 'fetch' },
          { href: '/remotes/mfe-campus/remoteEntry.js', as: 'script' },
        ],
      }),
    });
    const head = readHead(page);
    expect(page).toContain('<html lang="en" data-ssr>');
    expect(head.title).toBe('About | Assam Engineering College');
    expect(head.meta('description')).toBe('About the college');
    expect(head.canonical).toBe(`${PUBLIC_URL}/about`);
    expect(head.head.match(/og:image"? content/g)).toHaveLength(1);
    expect(head.head).not.toContain('/banner-mobile.svg');
    expect(head.head).toContain('<link rel="stylesheet" href="/remotes/mfe-campus/a.css">');
    // Remote scripts are not preloaded in the head (the app starts after the first paint): they are
    // listed for first-screen.js, which asks for them when it starts the app.
    expect(head.head).not.toContain('as="script"');
    const preloads = /<script type="application\/json" id="aec-preloads">([^<]*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(preloads!)).toEqual([
      { href: '/remotes/mfe-campus/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mfe-campus/remoteEntry.js', as: 'script' },
    ]);
    expect(head.head).toContain('<link rel="preload" as="image" href="/aec-emblem.svg"/>');
    expect(page).toContain('<div id="root"><main><h1>About</h1></main></div>');
    expect(page).not.toContain('<noscript>');
    const data = /<script type="application\/json" id="aec-data">([^<]*)<\/script>/.exec(page)?.[1];
    // The render's moment comes with the answers: hydration judges dates by it.
    expect(JSON.parse(data!)).toEqual({ answers: { '/api/x': { ok: true, body: { a: '</script>' } } }, renderedAt: RENDERED_AT });
  });

  it('marks the not-found page and keeps $ patterns of the markup as they are', () => {
    const page = assemblePage({
      template,
      publicUrl: PUBLIC_URL,
      url: '/department/zzz/home',
      result: result({ status: 404, notFound: true, markup: "<p>$& $' $1</p>", head: { title: 'Page not found', noindex: true } }),
      answers: {},
      assetsOf: () => undefined,
    });
    expect(page).toContain('<html lang="en" data-ssr data-not-found="true">');
    expect(page).toContain('<div id="root"><p>$& $\' $1</p></div>');
    expect(readHead(page).meta('robots')).toBe('noindex');
    expect(readHead(page).canonical).toBeUndefined();
  });

  it('an Assamese page: html lang, its own canonical, alternates in all three languages and x-default, the title in Assamese', () => {
    const page = assemblePage({
      template,
      publicUrl: PUBLIC_URL,
      url: '/as/notifications?x=1',
      result: result({ language: 'as', head: { title: 'জাননী' } }),
      answers: {},
      assetsOf: () => undefined,
    });
    const head = readHead(page);
    expect(page).toContain('<html lang="as" data-ssr>');
    expect(head.title).toBe('জাননী | অসম অভিযান্ত্ৰিক মহাবিদ্যালয়');
    expect(head.canonical).toBe(`${PUBLIC_URL}/as/notifications`);
    const alternates = [...head.head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['en', `${PUBLIC_URL}/notifications`],
      ['as', `${PUBLIC_URL}/as/notifications`],
      ['hi', `${PUBLIC_URL}/hi/notifications`],
      ['x-default', `${PUBLIC_URL}/notifications`],
    ]);
    expect(head.meta('og:locale')).toBe('as_IN');
  });

  it("preloads the page's largest paint (its one fetchpriority=high image) ahead of the body's images, by its WebP source's candidates", () => {
    const picture =
      '<main><img src="/aec-emblem.svg" alt="" width="40" height="40"><article><picture>' +
      '<source type="image/webp" srcSet="/files/variants/a-480.webp 480w, /files/variants/a-720.webp 720w" sizes="(min-width: 1040px) 960px, calc(100vw - 2rem)">' +
      '<img src="/files/variants/a-720.jpg" srcSet="/files/variants/a-480.jpg 480w, /files/variants/a-720.jpg 720w" sizes="(min-width: 1040px) 960px, calc(100vw - 2rem)" alt="Sample" fetchpriority="high"></picture>' +
      '<img src="/files/b.jpg" alt="" fetchpriority="high"></article></main>';
    const headOf = (lite: boolean) => {
      const page = assemblePage({
        template,
        publicUrl: PUBLIC_URL,
        url: '/news/newslist/16',
        result: result({ markup: picture }),
        answers: {},
        assetsOf: () => undefined,
        lite,
      });
      return page.slice(0, page.indexOf('</head>'));
    };
    const head = headOf(false);
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    // Its own first, before the emblem React hinted; the second marked image and the home banner are not preloaded.
    expect(preloads[0]).toBe(
      '<link rel="preload" as="image" imagesrcset="/files/variants/a-480.webp 480w, /files/variants/a-720.webp 720w" ' +
        'imagesizes="(min-width: 1040px) 960px, calc(100vw - 2rem)" type="image/webp" fetchpriority="high">',
    );
    expect(preloads.slice(1)).toEqual(['<link rel="preload" as="image" href="/aec-emblem.svg"/>']);
    expect(head).not.toContain('/banner-mobile.svg');

    // A plain image: its address. No marked image: no preload; a lite page: none either.
    expect(largestPaintPreload('<img alt="" src="/files/c.png?x=1&amp;y=2" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" href="/files/c.png?x=1&amp;y=2" fetchpriority="high">',
    );
    expect(largestPaintPreload('<img src="/files/c.png" alt="">')).toBe('');
    expect(headOf(true)).not.toContain('imagesrcset');
  });

  it('the Hindi home page keeps the banner preload and names its alternates; a 404 names none', () => {
    const home = assemblePage({ template, publicUrl: PUBLIC_URL, url: '/hi/', result: result({ language: 'hi' }), answers: {}, assetsOf: () => undefined });
    expect(home).toContain('<html lang="hi" data-ssr>');
    expect(home).toContain('/banner-mobile.svg');
    expect(home).toContain(`<link rel="alternate" hreflang="as" href="${PUBLIC_URL}/as/">`);
    expect(home).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/">`);
    const missing = assemblePage({
      template,
      publicUrl: PUBLIC_URL,
      url: '/hi/zzz',
      result: result({ language: 'hi', status: 404, notFound: true }),
      answers: {},
      assetsOf: () => undefined,
    });
    expect(missing).not.toContain('hreflang');
  });

  it("preloads the page language's own font files, read from the template's CSS; an English page none", () => {
    const fonts = parseTemplate(
      slotted(
        '<style>' +
          '@font-face{font-family:Noto Sans Bengali;font-weight:400;src:url(/assets/bengali-400.aa.woff2)format("woff2"),url(/assets/bengali-400.bb.woff)format("woff")}' +
          '@font-face{font-family:Noto Sans Bengali;font-weight:700;src:url(/assets/bengali-700.cc.woff2)format("woff2")}' +
          '@font-face{font-family:Noto Sans Devanagari;font-weight:400;src:url(/assets/devanagari-400.dd.woff2)format("woff2")}' +
          "html[lang=as]{--font:'Noto Sans Bengali',system-ui,sans-serif}html[lang=hi]{--font:'Noto Sans Devanagari',system-ui}" +
          '</style>',
      ),
    );
    const page = (url: string, language: 'en' | 'as' | 'hi') =>
      assemblePage({ template: fonts, publicUrl: PUBLIC_URL, url, result: result({ language }), answers: {}, assetsOf: () => undefined });
    const preloaded = (html: string) => [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map((m) => m[1]);
    expect(preloaded(page('/as/about', 'as'))).toEqual(['/assets/bengali-400.aa.woff2', '/assets/bengali-700.cc.woff2']);
    expect(page('/as/about', 'as')).toMatch(/^<!doctype html><html lang="as" data-ssr><head><meta charset=utf-8><link rel="preload" as="font"/);
    expect(preloaded(page('/hi/about', 'hi'))).toEqual(['/assets/devanagari-400.dd.woff2']);
    expect(preloaded(page('/about', 'en'))).toEqual([]);
    expect(languageFontFiles(template.text, 'as')).toEqual([]);
    // The device's own copy first: nothing is preloaded (a phone with the font downloads nothing).
    const local = '@font-face{font-family:Noto Sans Bengali;src:local("Noto Sans Bengali"),url(/assets/bengali-400.aa.woff2)format("woff2")}';
    expect(languageFontFiles(`<style>${local}html[lang=as]{--font:'Noto Sans Bengali',system-ui}</style>`, 'as')).toEqual([]);
  });

  it("inlines a page's remote stylesheets under the chunk loader's data-href, once per content hash, linking what is unreadable or over budget", () => {
    const tags = stylesheetTags([
      { href: '/remotes/mfe-office/__federation_expose_routes.5f7a477a79.css', text: '.office{color:red}' },
      { href: '/remotes/mfe-office/449.5d924c2ead.css', text: '.field{margin:0}' },
      // The design system's CSS again, from another remote under another chunk id: the same file.
      { href: '/remotes/mfe-notifications/830.5d924c2ead.css', text: '.field{margin:0}' },
      { href: '/remotes/mfe-office/sneaky.0123456789.css', text: 'a{}</style><script>x</script>' },
      { href: '/remotes/mfe-office/unread.aaaaaaaaaa.css' },
      { href: '/remotes/mfe-office/huge.bbbbbbbbbb.css', text: 'x'.repeat(INLINE_CSS_BUDGET) },
      { href: '/remotes/mfe-campus/huge-again.bbbbbbbbbb.css', text: 'x'.repeat(INLINE_CSS_BUDGET) },
    ]);
    expect(tags).toBe(
      '<style data-href="__federation_expose_routes.5f7a477a79.css">.office{color:red}</style>' +
        '<style data-href="449.5d924c2ead.css">.field{margin:0}</style>' +
        '<style data-href="830.5d924c2ead.css"></style>' +
        '<style data-href="sneaky.0123456789.css">a{}<\\/style><script>x</script></style>' +
        '<link rel="stylesheet" href="/remotes/mfe-office/unread.aaaaaaaaaa.css">' +
        '<link rel="stylesheet" href="/remotes/mfe-office/huge.bbbbbbbbbb.css">',
    );
  });

  it("inlines only the rules a page's markup uses, the shell's and the remotes', and links the whole sheets at the end of the body in their order", () => {
    const shellCss = 'body{margin:0}.card{padding:1rem}.dialog{inset:0}@media (width<=599px){.card{padding:0}.dialog{inset:1rem}}';
    const withCss = parseTemplate(slotted(`<style data-href=/main.1234567890.css>${shellCss}</style>`));
    const officeCss = '.office{color:red}.office .wizard{display:grid}';
    const assets = {
      css: [
        { href: '/remotes/mfe-office/routes.5f7a477a79.css', text: officeCss, pieces: sheetPieces(officeCss) },
        // A sheet whose every rule the page uses is inlined whole, and not linked again.
        { href: '/remotes/mfe-office/449.5d924c2ead.css', text: '.field{margin:0}', pieces: sheetPieces('.field{margin:0}') },
      ],
      preloads: [],
    };
    const page = (lite: boolean) =>
      assemblePage({
        template: withCss,
        publicUrl: PUBLIC_URL,
        url: '/office/complain',
        result: result({ markup: '<main class="office"><div class="card field">x</div></main>', remoteModules: ['mfe-office/./routes'] }),
        answers: {},
        assetsOf: () => assets,
        lite,
      });
    const full = page(false);
    expect(full).toContain('<style data-href=/main.1234567890.css>body{margin:0}.card{padding:1rem}@media (width<=599px){.card{padding:0}}</style>');
    expect(full).toContain('<style data-href="routes.5f7a477a79.css">.office{color:red}</style><style data-href="449.5d924c2ead.css">.field{margin:0}</style>');
    expect(full).not.toContain('.dialog');
    // The whole sheets: applied by first-screen.js when the app starts (first in its list, in order), not
    // fetched beside the first paint's photo; without script, linked at the end of the body.
    const appFiles = JSON.parse(/<script type="application\/json" id="aec-preloads">(.*?)<\/script>/.exec(full)![1]!) as unknown[];
    expect(appFiles.slice(0, 2)).toEqual([
      { href: '/main.1234567890.css', as: 'stylesheet' },
      { href: '/remotes/mfe-office/routes.5f7a477a79.css', as: 'stylesheet' },
    ]);
    expect(full).toMatch(
      /<\/script><noscript><link rel="stylesheet" href="\/main\.1234567890\.css"><link rel="stylesheet" href="\/remotes\/mfe-office\/routes\.5f7a477a79\.css"><\/noscript><\/body>/,
    );
    expect(full.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
    // A lite page downloads nothing more: every rule stays inline.
    const lite = page(true);
    expect(lite).toContain(`<style data-href=/main.1234567890.css>${shellCss}</style>`);
    expect(lite).toContain(`<style data-href="routes.5f7a477a79.css">${officeCss}</style>`);
    expect(lite).not.toContain('rel="stylesheet"');
    expect(lite).not.toContain('"as":"stylesheet"');
  });

  it("makes a stylesheet's relative url()s absolute before it is inlined", () => {
    const css =
      '@font-face{src:url(assets/a.woff2)format("woff2"),url("b.woff")}.x{background:url(data:image/png;base64,AA)}.y{background:url(/root.png)}.z{mask:url(#m)}';
    expect(absoluteCssUrls(css, '/remotes/mfe-campus/')).toBe(
      '@font-face{src:url(/remotes/mfe-campus/assets/a.woff2)format("woff2"),url("/remotes/mfe-campus/b.woff")}.x{background:url(data:image/png;base64,AA)}.y{background:url(/root.png)}.z{mask:url(#m)}',
    );
  });

  it('marks a page data-app-start="tap" with AEC_APP_START=tap, and every lite page; not a full page after paint', () => {
    const htmlTag = (over: { lite?: boolean; appStart?: 'paint' | 'tap' }) =>
      /<html[^>]*>/.exec(
        assemblePage({ template, publicUrl: PUBLIC_URL, url: '/about', result: result(), answers: {}, assetsOf: () => undefined, ...over }),
      )![0];
    expect(htmlTag({})).toBe('<html lang="en" data-ssr>');
    expect(htmlTag({ appStart: 'paint' })).toBe('<html lang="en" data-ssr>');
    expect(htmlTag({ appStart: 'tap' })).toBe('<html lang="en" data-ssr data-app-start="tap">');
    expect(htmlTag({ lite: true })).toBe('<html lang="en" data-ssr data-lite data-app-start="tap">');
  });

  it("gives a page that starts its app at a tap the build's script for it, and any other page the whole one (decision 205)", () => {
    const withScript = (atTapScript?: string) => parseTemplate(slotted(), 'index.html', atTapScript);
    const script = (template: ReturnType<typeof parseTemplate>, over: { lite?: boolean; appStart?: 'paint' | 'tap'; markup?: string }) => {
      const page = assemblePage({
        template,
        publicUrl: PUBLIC_URL,
        url: '/about',
        result: result(over.markup ? { markup: over.markup } : {}),
        answers: {},
        assetsOf: () => undefined,
        ...over,
      });
      return [...page.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
    };
    const template = withScript('atTap()');
    expect(script(template, { appStart: 'tap' })).toEqual(['atTap()']);
    expect(script(template, { lite: true })).toEqual(['atTap()']);
    expect(script(template, { appStart: 'paint' })).toEqual(['whole()']);
    // A page with a part only the app draws starts it after its paint: the whole script.
    expect(script(template, { appStart: 'tap', markup: '<main><div class="state state--loading" role="status"></div></main>' })).toEqual(['whole()']);
    // A shell build from before has no such script (and a script that would close its element is not used): its
    // index.html script starts the app after the paint, so no page is marked to wait for a tap.
    for (const older of [withScript(), withScript('x("</script>")')]) {
      expect(script(older, { appStart: 'tap' })).toEqual(['whole()']);
      const page = assemblePage({
        template: older,
        publicUrl: PUBLIC_URL,
        url: '/about',
        result: result(),
        answers: {},
        assetsOf: () => undefined,
        lite: true,
      });
      expect(/<html[^>]*>/.exec(page)![0]).toBe('<html lang="en" data-ssr data-lite>');
    }
    // The template itself is unchanged for the page drawn in the browser.
    expect(fillTemplate(template, {})).toContain('<script>whole()</script>');
  });

  it('starts the app of a page with a part still loading after its paint, even with AEC_APP_START=tap; a lite page still waits', () => {
    const markup = '<main><h1>Procurement grievance</h1><div class="state state--loading" role="status"><span>Loading the form…</span></div></main>';
    const htmlTag = (over: { lite?: boolean; appStart?: 'paint' | 'tap' }) =>
      /<html[^>]*>/.exec(
        assemblePage({
          template,
          publicUrl: PUBLIC_URL,
          url: '/project/teqip/progri',
          result: result({ markup }),
          answers: {},
          assetsOf: () => undefined,
          ...over,
        }),
      )![0];
    expect(htmlTag({ appStart: 'tap' })).toBe('<html lang="en" data-ssr>');
    expect(htmlTag({ appStart: 'tap', lite: true })).toBe('<html lang="en" data-ssr data-lite data-app-start="tap">');
  });

  it("lists the page language's catalogue chunks, the shell's and each section's, with the code first-screen.js fetches", () => {
    const page = assemblePage({
      template,
      publicUrl: PUBLIC_URL,
      url: '/as/hostel',
      result: result({ language: 'as', remoteModules: ['mfe-campus/./routes'] }),
      answers: {},
      assetsOf: () => ({
        css: [],
        preloads: [{ href: '/remotes/mfe-campus/remoteEntry.js', as: 'script' }],
        messages: {
          en: [{ href: '/remotes/mfe-campus/messages-mfe-campus-en-json.1.js', as: 'script' }],
          as: [{ href: '/remotes/mfe-campus/messages-mfe-campus-as-json.2.js', as: 'script' }],
        },
      }),
      shellMessages: {
        as: [
          { href: '/messages-shell-as-json.3.js', as: 'script' },
          { href: '/messages-ui-as-json.4.js', as: 'script' },
        ],
        en: [{ href: '/messages-shell-en-json.5.js', as: 'script' }],
      },
    });
    const preloads = JSON.parse(/<script type="application\/json" id="aec-preloads">([^<]*)<\/script>/.exec(page)![1]!) as { href: string }[];
    expect(preloads.map((p) => p.href)).toEqual([
      '/messages-shell-as-json.3.js',
      '/messages-ui-as-json.4.js',
      '/remotes/mfe-campus/remoteEntry.js',
      '/remotes/mfe-campus/messages-mfe-campus-as-json.2.js',
    ]);
  });
});

describe('cataloguesOf', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'aec-catalogues-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads an app's catalogue chunks by language from the catalogues.json its build wrote, whatever the chunks are named", () => {
    // Numbered chunks: nothing in the names says which catalogue they hold; the build's list does.
    writeFileSync(path.join(dir, 'catalogues.json'), JSON.stringify({ as: ['812.25bd21a433.js'], en: ['93.0e54aeec7f.js', '4.938d589fbb.js'] }));
    expect(cataloguesOf(dir, '/remotes/mfe-campus/')).toEqual({
      as: [{ href: '/remotes/mfe-campus/812.25bd21a433.js', as: 'script' }],
      en: [
        { href: '/remotes/mfe-campus/93.0e54aeec7f.js', as: 'script' },
        { href: '/remotes/mfe-campus/4.938d589fbb.js', as: 'script' },
      ],
    });
  });

  it('gives none for a build without the file, or with one that is not a list of chunk files by language', () => {
    expect(cataloguesOf(dir, '/')).toEqual({});
    writeFileSync(path.join(dir, 'catalogues.json'), JSON.stringify({ en: ['../../etc/passwd'] }));
    expect(cataloguesOf(dir, '/')).toEqual({});
    writeFileSync(path.join(dir, 'catalogues.json'), '{');
    expect(cataloguesOf(dir, '/')).toEqual({});
  });
});

describe('the page template’s named slots', () => {
  const shellTemplate = path.join(repoRoot, 'shell/public/index.html');

  it("the shell's index.html names every slot the server fills, once each", () => {
    expect(parseTemplate(readFileSync(shellTemplate, 'utf8'), shellTemplate).slots).toEqual([...PAGE_SLOTS]);
  });

  it('a template without a slot (or with one the server does not know, or one twice) is refused with a sentence naming it', () => {
    const whole = readFileSync(shellTemplate, 'utf8');
    const withoutHead = whole.replace('<!--aec:head-->', '');
    expect(() => parseTemplate(withoutHead, 'shell/dist/index.html')).toThrow(PageTemplateError);
    expect(() => parseTemplate(withoutHead, 'shell/dist/index.html')).toThrow(
      'shell/dist/index.html has no <!--aec:head-->: the server cannot fill it, so pages are drawn in the browser. Build the shell again (npm run build -- shell)',
    );
    // A minifier that drops comments drops every slot.
    const stripped = whole.replace(/<!--[\s\S]*?-->/g, '');
    expect(() => parseTemplate(stripped)).toThrow(`the page template has no ${PAGE_SLOTS.map((name) => `<!--aec:${name}-->`).join(', ')}:`);
    expect(() => parseTemplate(`${whole}<!--aec:footer-->`)).toThrow('names a slot the server does not fill, <!--aec:footer-->');
    expect(() => parseTemplate(`${whole}<!--aec:data-->`)).toThrow('names the slot <!--aec:data--> twice');
  });

  it("fills in one pass: a slot's own content when the page gives none, and a marker inside what is filled in stays text", () => {
    const template = parseTemplate(readFileSync(shellTemplate, 'utf8'));
    const page = fillTemplate(template, { root: '<div id="root"><p>&lt;!--aec:data--&gt; <!--aec:data--></p></div>', data: '<script id="x"></script>' });
    expect(page).toContain('<title>Assam Engineering College</title>');
    expect(page).toContain('<noscript>');
    expect(page).toContain('<div id="root"><p>&lt;!--aec:data--&gt; <!--aec:data--></p></div>');
    expect(page.match(/<script id="x">/g)).toHaveLength(1);
    // No marker of the template is left in a filled page.
    expect(page.replace('<!--aec:data-->', '')).not.toMatch(/<!--\/?aec:/);
  });
});
