/** @jest-environment jsdom */
// The campus pages in Assamese and Hindi (docs/product/languages.md): rendered as the server renders an /as/ or /hi/
// page (one i18next instance for the page, the campus catalogue of that language), then hydrated.
import type { EmbeddedAnswers } from '@aec/ui';
import uiEn from '../../packages/ui/src/messages/en.json';
import { describeLanguages, renderOnServer, sectionRoutes } from '@aec/ui/testing';
import { flatten } from '../../packages/ui/src/i18n/catalogue-check';
import en from './messages/en.json';
import as from './messages/as.json';
import hi from './messages/hi.json';
import { NAMESPACE } from './messages/catalogue';
import { languages, sections } from './routes';

const answers: EmbeddedAnswers = {
  '/api/hostel/3': { ok: true, body: [{ id: 3, hostel_home: '<p>Hostel No. 3 (sample) has single and double rooms.</p>' }] },
  '/api/hostel/2': { ok: false, status: 503, error: 'The college server had a problem answering. Please try again in a moment.' },
};

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** Every page of the remote: landings, one of each sub-site page, the library and the computing centre. */
const PAGES = [
  '/campuslife',
  '/library',
  '/hostel',
  ...['home', 'aboutus', 'gallery', 'wallmagazine', 'achievements', 'testimonials'].map((page) => `/hostel/3/${page}`),
  '/club',
  ...['home', 'aboutus', 'activity', 'gallery', 'blog', 'team'].map((page) => `/club/CODING/${page}`),
  '/ccc',
  '/ccc/aboutus',
  '/ccc/gallery',
  '/ccc/contact',
];

const KEYS = [...flatten(en).keys(), ...flatten(uiEn).keys()].map((key) => key.replace(/_(one|other)$/, ''));

const { render } = describeLanguages({
  app: 'the campus',
  namespace: NAMESPACE,
  catalogues: { as, hi },
  languages,
  element: sectionRoutes(sections),
  answers,
  pages: { urls: PAGES, heading: { as: /^[^A-Za-z]*[\u0980-\u09FF][^A-Za-z]*$/, hi: /^[^A-Za-z]*[\u0900-\u097F][^A-Za-z]*$/ }, keys: KEYS },
  hydrated: {
    urls: ['/campuslife', '/library', '/hostel/3/home', '/hostel/2/home', '/club/EDC/blog', '/ccc/contact'],
    // A heading, in the language: no English word in it.
    leftOver: (container) => {
      const heading = container.querySelector('h1')?.textContent;
      return heading === undefined ? ['no heading'] : (heading.match(/[A-Za-z]{2,}/g) ?? []);
    },
  },
});

describe('the campus in Assamese and Hindi: its sentences', () => {
  it('Assamese: names, numbers and dates in Assamese, and the head in Assamese with /as/ breadcrumbs', () => {
    const library = render('as', '/library');
    expect(h1(library.html)).toBe('কেন্দ্ৰীয় পুথিভঁৰাল');
    expect(library.html).toContain('<td data-testid="branch-books-total">৫৩,০১৮</td>');
    expect(library.html).toContain('১৯৫৫ চনত আৰম্ভ হোৱা');
    expect(library.record.head.breadcrumbs).toEqual([
      { name: 'মুখ্য পৃষ্ঠা', path: '/as/' },
      { name: 'কেন্দ্ৰীয় পুথিভঁৰাল', path: '/as/library' },
    ]);
    const hostel = render('as', '/hostel/3/home');
    expect(h1(hostel.html)).toBe('৩ নং ছাত্ৰাবাস: মুখ্য পৃষ্ঠা');
    expect(hostel.html).toContain('৬৫ জন আবাসী');
    // The sub-site's section menu is named in the page's language (SubSiteRoutes' menuLabel).
    expect(hostel.html).toContain('<nav class="section-menu" aria-label="৩ নং ছাত্ৰাবাসৰ মেনু">');
    expect(hostel.record.head.title).toBe('৩ নং ছাত্ৰাবাস: মুখ্য পৃষ্ঠা');
    expect(hostel.record.head.description).toMatch(/^সৰু ঘৰ, ডাঙৰ মন। ১৯৬২ চনত/);
    const blog = render('as', '/club/EDC/blog');
    expect(blog.html).toContain('<time dateTime="2025-10-14" lang="as">১৪ অক্টো ২০২৫</time>');
  });

  it('Hindi: Indian grouping with Latin digits, Hindi words and /hi/ breadcrumbs', () => {
    const library = render('hi', '/library');
    expect(h1(library.html)).toBe('केंद्रीय पुस्तकालय');
    expect(library.html).toContain('<td data-testid="branch-books-total">53,018</td>');
    expect(library.record.head.breadcrumbs?.[1]).toEqual({ name: 'केंद्रीय पुस्तकालय', path: '/hi/library' });
    expect(h1(render('hi', '/hostel/3/home').html)).toBe('छात्रावास 3: मुखपृष्ठ');
    expect(render('hi', '/hostel').html).toContain('65 आवासी');
    expect(render('hi', '/club/CODING/home').html).toMatch(/<nav class="section-menu" aria-label="[\u0900-\u097F ]+ मेन्यू">/);
  });

  it('marks the English sample stories and names lang="en", under a note in the page language', () => {
    const { html } = render('as', '/hostel/3/testimonials');
    expect(html).toContain('<p class="campus-english__note">তলৰ অংশটো কেৱল ইংৰাজীত লিখা আছে।</p><div lang="en">');
    expect(html).toContain('In a hostel of sixty-five');
    const team = render('hi', '/club/ROBOT/team').html;
    expect(team).toContain('<span lang="en">Kunal Deka</span> (नमूना)');
    expect(team).toContain('<td>अध्यक्ष</td>');
    // English pages have neither the note nor the marks.
    const english = renderOnServer('/hostel/3/testimonials', sectionRoutes(sections)).text;
    expect(english).not.toContain('campus-english');
    expect(english).not.toContain('lang="en"');
  });

  it('a failed read is said in the page language, with its Retry', () => {
    const { html } = render('hi', '/hostel/2/home');
    expect(html).toContain('छात्रावास 2 का विवरण लोड नहीं हो सका');
    expect(html).toContain('महाविद्यालय के सर्वर को उत्तर देने में समस्या हुई।');
    expect(html).toContain('>फिर से प्रयास करें</button>');
  });
});
