import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { readRemotesJson, remoteOrigins } from '../../routes/site/remotes';

/** A year; without includeSubDomains, so the college's other hosts may still answer plain HTTP. */
export const HSTS = 'max-age=31536000';

/** JSON answers: nothing in them runs or renders, so a few fixed headers are all they need. */
export const jsonHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};
const isJsonUrl = (url: string) => url.startsWith('/api/') || url.startsWith('/getnotificationwcollege') || url.startsWith('/md/');

/**
 * Files that never become a document that runs script: fonts, raster images, stylesheets, web app manifests,
 * source maps, video. A document's headers (CSP, Permissions-Policy, the frame and download options) are read from a
 * document's or a worker's answer only, so these carry what a subresource uses (decision 204): over HTTP/1.1 that is
 * about 1.6 KB less on each, most of a language-names font's or the app icon's bytes. Pages, JavaScript (a worker
 * takes its CSP from its script) and PDFs keep the page headers; SVG has its own (svgHeaders).
 */
const isAssetUrl = (url: string) => /^[^?#]*\.(?:woff2?|png|webp|avif|jpe?g|gif|ico|css|webmanifest|map|mp4)(?:[?#]|$)/i.test(url);
export const assetHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The site's own SVG (the emblem on every page, the favicon, the banners) is drawn as an image, and becomes a document
 * only when opened by itself, where it could run script: a policy that lets it run none and fetch nothing but its own
 * images, and be framed only here (decision 208). The rest of a page's headers (Permissions-Policy, COOP, the frame,
 * download and referrer options) govern what a page's scripts and links do, and such an SVG has neither: about 1.4 KB
 * less on each over HTTP/1.1, the favicon's 247 bytes came with 1.8 KB. Uploads keep the files route's sandbox.
 */
const isSvgUrl = (url: string) => /^[^?#]*\.svg(?:[?#]|$)/i.test(url);
export const svgHeaders: Record<string, string> = {
  ...assetHeaders,
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
};

/**
 * Browser features: off unless a page of the site uses them. The site is one document per visit
 * (the shell's router moves between pages without a new document), so a feature a page needs is on
 * for the whole site, and only for the frames that need it: the staff console copies one-time
 * passwords and recovery codes (clipboard-write, this origin); the videos page embeds YouTube
 * (autoplay, encrypted-media, picture-in-picture, fullscreen: the iframe's own `allow`), and the
 * campus map Google Maps (fullscreen). Names Chromium does not know are left out: it warns about
 * each on every page (battery, bluetooth, web-share, ambient-light-sensor, document-domain).
 */
const youtube = '"https://www.youtube-nocookie.com"';
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'compute-pressure',
    'display-capture',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'identity-credentials-get',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'speaker-selection',
    'storage-access',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
  `autoplay=(self ${youtube})`,
  `encrypted-media=(self ${youtube})`,
  `picture-in-picture=(self ${youtube})`,
  `fullscreen=(self ${youtube} "https://www.google.com")`,
].join(', ');

/** CSP's source expression for some text: its SHA-256, base64 (CSP Level 2 hash sources). */
const hashSource = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A page's <head>: the template's and the server's own markup (the body holds the rendered page, stored text included). */
const headOf = (html: string) => {
  const end = html.indexOf('</head>');
  return end < 0 ? '' : html.slice(0, end);
};

/**
 * The hashes of a page's inlined stylesheets, from the exact text served: every <style> element of
 * its <head> (the template's own, the remotes' inlined ones, the empty ones that stand for a
 * stylesheet already inlined). Only the head: the body is the rendered markup, stored text
 * included, and a <style> that got in there must not be allowed by being hashed.
 */
export function headStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of headOf(html).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) hashes.add(hashSource(match[1]!));
  return [...hashes];
}

/**
 * The hashes of the scripts a page's <head> runs inline: the first-screen script the shell's build writes
 * there (first-screen-script-plugin.js, decision 200). Only a bare <script> (no src, no type) in the
 * head: data blocks (JSON, JSON-LD) do not run, and a <script> in the body is never allowed by a hash.
 */
export function headScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of headOf(html).matchAll(/<script>([\s\S]*?)<\/script>/gi)) hashes.add(hashSource(match[1]!));
  return [...hashes];
}

/** Adds sources to one directive of a CSP. */
const withSources = (csp: string, directive: string, sources: string[]) =>
  sources.length
    ? csp.replace(new RegExp(`(^|;)${directive} ([^;]*)`), (_whole, start: string, own: string) => `${start}${directive} ${own} ${sources.join(' ')}`)
    : csp;

/** The page's Content-Security-Policy: the site's, allowing exactly the page's own inlined stylesheets and first-screen script. */
export function withInlineHashes(csp: string, html: string): string {
  return withSources(withSources(csp, 'style-src', headStyleHashes(html)), 'script-src', headScriptHashes(html));
}

/**
 * Helmet's headers for our options are the same on every answer (no nonces), so they are worked out
 * once, by helmet itself on a throwaway instance, instead of by two hooks on every request. A page's
 * own style and script hashes are added to its copy (app.pageCsp).
 */
async function helmetHeaders(extraOrigins: string[], httpsOnly: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extraOrigins],
        // No 'unsafe-inline' for stylesheets: a page's inlined ones are allowed by their hashes
        // (app.pageCsp). style= attributes stay allowed: React's server markup sets a few (reserved
        // heights, an avatar's size, the marquee's duration), they style their own element only, and
        // both sanitisers drop them from stored markup (SECURITY.md, decision 052).
        styleSrc: ["'self'", ...extraOrigins],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...extraOrigins],
        mediaSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.google.com', 'https://www.youtube-nocookie.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // An https site never loads a stray http:// address (one in stored markup, say) in the clear.
        ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Set below, and only for an https AEC_PUBLIC_URL: a site served over plain HTTP must not pin browsers to HTTPS.
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: extraOrigins.length ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  probe.get('/', async () => '');
  const res = await probe.inject({ url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (/^(content-|date$|connection$|keep-alive$)/.test(name) && name !== 'content-security-policy') continue;
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy of one HTML page: the site's, with the hashes of that page's inlined stylesheets and script. */
    pageCsp(html: string): string;
  }
}

/** Remotes hosted on another origin (REMOTES_JSON) must be allowed to run scripts and be fetched; HSTS when the site is https. */
export default fp(
  async (app) => {
    const hsts: Record<string, string> = app.config.httpsOnly ? { 'strict-transport-security': HSTS } : {};
    const pageHeaders: Record<string, string> = {
      ...(await helmetHeaders(remoteOrigins(readRemotesJson(app.config)), app.config.httpsOnly)),
      'permissions-policy': PERMISSIONS_POLICY,
      ...hsts,
    };
    const pageCsp = pageHeaders['content-security-policy']!;
    app.decorate('pageCsp', (html: string) => withInlineHashes(pageCsp, html));
    const apiHeaders = { ...jsonHeaders, ...hsts };
    const fileHeaders = { ...assetHeaders, ...hsts };
    const imageDocumentHeaders = { ...svgHeaders, ...hsts };
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      reply.headers(isJsonUrl(url) ? apiHeaders : isAssetUrl(url) ? fileHeaders : isSvgUrl(url) ? imageDocumentHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
