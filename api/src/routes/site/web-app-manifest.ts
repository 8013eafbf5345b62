import type { FastifyPluginAsync } from 'fastify';
import { PAGE_LANGUAGES } from '../../plugins/app/render/page-template';

/** What the installed app says of itself, in each language ("AEC" stays in Latin letters: docs/glossary.md). */
const DESCRIPTIONS: Record<(typeof PAGE_LANGUAGES)[number]['code'], string> = {
  en: 'Notices, tenders, news and events of Assam Engineering College, also on a slow network and offline.',
  as: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ জাননী, নিবিদা, বাতৰি আৰু অনুষ্ঠান, লেহেমীয়া নেটৱৰ্কতো আৰু অফলাইনতো।',
  hi: 'असम इंजीनियरिंग कॉलेज की सूचनाएँ, निविदाएँ, समाचार और कार्यक्रम, धीमे नेटवर्क पर भी और ऑफ़लाइन भी।',
};

/** The theme colour of the site's header (shell/public/index.html's theme-color). */
export const THEME_COLOR = '#7b1e2b';

/** The web app manifest of one language: the installed app opens that language's home page. */
export function webAppManifest(code: (typeof PAGE_LANGUAGES)[number]['code']) {
  const { prefix, siteName } = PAGE_LANGUAGES.find((entry) => entry.code === code)!;
  return {
    id: `${prefix}/`,
    lang: code,
    dir: 'ltr',
    name: siteName,
    short_name: 'AEC',
    description: DESCRIPTIONS[code],
    start_url: `${prefix}/`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** /manifest.webmanifest, /as/manifest.webmanifest and /hi/manifest.webmanifest: each page's head names its language's. */
const webAppManifestRoutes: FastifyPluginAsync = async (app) => {
  for (const { code, prefix } of PAGE_LANGUAGES) {
    const body = JSON.stringify(webAppManifest(code));
    app.get(`${prefix}/manifest.webmanifest`, async (_request, reply) => {
      // Browsers look for a changed manifest on their own schedule; a day in caches is plenty.
      reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=86400');
      return body;
    });
  }
};
export default webAppManifestRoutes;
