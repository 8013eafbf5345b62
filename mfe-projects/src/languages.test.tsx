/** @jest-environment jsdom */
// The microsites in Assamese and Hindi (docs/product/languages.md): rendered as the server renders an /as/ or /hi/
// page (one i18next instance for the page, the microsites' catalogue of that language), then hydrated.
import type { EmbeddedAnswers } from '@aec/ui';
import uiEn from '../../packages/ui/src/messages/en.json';
import { describeLanguages, sectionRoutes } from '@aec/ui/testing';
import { flatten } from '../../packages/ui/src/i18n/catalogue-check';
import en from './messages/en.json';
import as from './messages/as.json';
import hi from './messages/hi.json';
import { NAMESPACE } from './messages/catalogue';
import { languages, sections } from './routes';
import { PROJECT_URLS, neqipNotice, ok, rusaRecord, teqipTender } from './features/project/testing/fixtures';

jest.mock('./features/project/api/grievance-remote', () => ({ loadGrievanceModule: jest.fn(() => new Promise(() => undefined)) }));

const teqipRecord = {
  ...rusaRecord,
  project_id: 1,
  project_code: 'teqip',
  project_name: 'TEQIP-III',
  tender_type: 'TEQIP',
  project_homepage: '<h2>About TEQIP</h2><p>The English home text (sample).</p>',
  translations: { as: { homepage: '<h2>টেকিপৰ পৰিচয়</h2><p>অসমীয়া পাঠ (নমুনা)।</p>' } },
};
const answers: EmbeddedAnswers = {
  [PROJECT_URLS.rusa]: ok({ rows: [rusaRecord] }),
  [PROJECT_URLS.teqip]: ok({ rows: [teqipRecord] }),
  [PROJECT_URLS.neqip]: { ok: false, status: 503, error: 'The college server had a problem answering. Please try again in a moment.' },
  [PROJECT_URLS.neqipNotices]: ok({ rows: [{ ...neqipNotice, translations: { hi: { title: 'जल संसाधन पर विशेषज्ञ व्याख्यान (नमूना)' } } }] }),
  [PROJECT_URLS.teqipTenders]: ok({ rows: [{ ...teqipTender, translations: { as: { title: 'ইলেক্ট্ৰনিক্স পৰীক্ষাগাৰৰ বাবে অছিলোস্কোপ যোগান (নমুনা)' } } }] }),
  '/api/tender/1/100?type=RUSA': ok({ rows: [] }),
};

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const PAGES = [
  ...['home', 'tender', 'minutes', 'downloads', 'notice', 'advertisement', 'activity', 'eap', 'bog', 'progri'].map((page) => `/project/teqip/${page}`),
  '/project/rusa/home',
  '/project/rusa/tender',
  '/project/teqip/subscription/confirm?token=x',
  '/project/teqip/subscription/unsubscribe?token=x',
];
const KEYS = [...flatten(en).keys(), ...flatten(uiEn).keys()].map((key) => key.replace(/_(one|other)$/, ''));

const { render } = describeLanguages({
  app: 'the project microsites',
  namespace: NAMESPACE,
  catalogues: { as, hi },
  languages,
  element: sectionRoutes(sections),
  answers,
  pages: {
    urls: PAGES,
    // Its heading after the project name.
    heading: { as: /^[A-Z0-9-]+: [^A-Za-z]*[\u0980-\u09FF][^A-Za-z]*$/, hi: /^[A-Z0-9-]+: [^A-Za-z]*[\u0900-\u097F][^A-Za-z]*$/ },
    keys: KEYS,
    keyShown: (html, key) => html.includes(`>${key}<`) || html.includes(`"${key}"`),
  },
  hydrated: {
    urls: ['/project/teqip/home', '/project/teqip/tender', '/project/neqip/notice', '/project/rusa/minutes', '/project/neqip/home', '/project/teqip/progri'],
    // A heading in the language after the project name.
    leftOver: (container) => {
      const heading = container.querySelector('h1')?.textContent ?? 'no heading';
      return /^[A-Z0-9-]+: [^A-Za-z]+$/.test(heading) ? [] : [heading];
    },
  },
});

describe('the project microsites in Assamese and Hindi: their sentences', () => {
  it('Assamese: the home text in Assamese, the menu, head and dates in Assamese, English content marked lang="en"', () => {
    const home = render('as', '/project/teqip/home');
    expect(h1(home.html)).toBe('TEQIP-III: মুখ্য পৃষ্ঠা');
    expect(home.html).toContain('<div><div class="prose project-homepage"><h2>টেকিপৰ পৰিচয়</h2>');
    expect(home.html).not.toContain('The English home text');
    expect(home.html).toContain('কাৰিকৰী শিক্ষাৰ মান উন্নয়ন কাৰ্যসূচী, তৃতীয় পৰ্যায়');
    expect(home.html).toContain('aria-label="TEQIP-IIIৰ মেনু"');
    expect(home.html).toContain('lang="en"'); // the banner's alt text
    expect(home.record.head.title).toBe('TEQIP-III: মুখ্য পৃষ্ঠা');
    expect(home.record.head.description).toMatch(/^অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ কাৰিকৰী শিক্ষাৰ/);
    expect(home.record.head.breadcrumbs).toEqual([{ name: 'মুখ্য পৃষ্ঠা', path: '/as/' }, { name: 'TEQIP-III' }]);
    expect(render('as', '/project/teqip/bog').record.head.breadcrumbs?.[1]).toEqual({ name: 'TEQIP-III', path: '/as/project/teqip/home' });

    const tenders = render('as', '/project/teqip/tender').html;
    expect(tenders).toContain('<h3 class="project-item__title">ইলেক্ট্ৰনিক্স পৰীক্ষাগাৰৰ বাবে অছিলোস্কোপ যোগান (নমুনা)</h3>');
    expect(tenders).toContain('>মুকলি</span>');
    // docs/product/figures.md: the list date is a day after the stored one, in Assamese too.
    expect(tenders).toContain('<time dateTime="2026-03-01T06:30:00.000Z">০২ মাৰ্চ ২০২৬</time>');
    expect(tenders).toContain('<dd>১৮ মাৰ্চ ২০২৬</dd>');
    expect(tenders).toContain('১খন নিবিদা');
    expect(tenders).toContain('>গ্ৰাহকভুক্ত হওক</button>');

    const minutes = render('as', '/project/rusa/minutes').html;
    expect(minutes).toMatch(/<h2 class="project-minutes__heading" lang="en">Minutes of the 2nd PAB meeting \(sample\)<\/h2>/);
  });

  it('Hindi: English home text marked lang="en", Hindi notice title, English one marked, Latin digits', () => {
    const home = render('hi', '/project/teqip/home').html;
    expect(h1(home)).toBe('TEQIP-III: मुखपृष्ठ');
    expect(home).toContain('<div lang="en"><div class="prose project-homepage"><h2>About TEQIP</h2>');
    const notices = render('hi', '/project/neqip/notice').html;
    expect(notices).toContain('<h2 class="project-item__title">जल संसाधन पर विशेषज्ञ व्याख्यान (नमूना)</h2>');
    expect(notices).toContain('<div lang="en"><div class="prose project-item__message"><p>All students are invited.</p>');
    expect(notices).toContain('प्रकाशन तिथि <time dateTime="2026-03-02T06:30:00.000Z">03 मार्च 2026</time>');
    expect(notices).toContain('>संलग्नक 1</a>');
  });

  it('a failed read is said in the page language, with its Retry', () => {
    const { html } = render('hi', '/project/neqip/home');
    expect(html).toContain('NEQIP के पृष्ठ लोड नहीं हो सके');
    expect(html).toContain('महाविद्यालय के सर्वर को उत्तर देने में समस्या हुई।');
    expect(html).toContain('>फिर से प्रयास करें</button>');
  });

  it('English pages are unchanged: no lang marks, English words', () => {
    const { html } = render('en', '/project/teqip/home');
    expect(h1(html)).toBe('TEQIP-III: Home');
    expect(html).not.toContain('lang="en"');
    expect(html).toContain('The English home text');
  });
});
