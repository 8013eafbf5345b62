/** @jest-environment jsdom */
// The departments in Assamese and Hindi (docs/product/languages.md): each page rendered as the server renders an /as/
// or /hi/ page (one i18next instance for the page, this remote's catalogue of that language), then
// hydrated as the browser does.
import { Route, Routes } from 'react-router';
import { requestKey, type EmbeddedAnswers, type Language } from '@aec/ui';
import { describeLanguages, hydrateServerHtml, serverRenderRecord } from '@aec/ui/testing';
import type { DepartmentNotification } from '@aec/contracts';
import uiEn from '../../packages/ui/src/messages/en.json';
import { flatten } from '../../packages/ui/src/i18n/catalogue-check';
import en from './messages/en.json';
import as from './messages/as.json';
import hi from './messages/hi.json';
import { NAMESPACE } from './messages/catalogue';
import { languages } from './routes';
import { departmentFacultyUrl } from './features/department-site/api/use-department-faculty';
import { departmentNotificationsRequest } from './features/department-site/api/use-department-notifications';
import { DepartmentRoutes } from './features/department-site/department-routes';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { FACULTY_LIST_URL } from './features/faculty/api/use-faculty-list';
import { AllFacultyPage } from './features/faculty/components/all-faculty-page';
import { SchoolsPage } from './features/schools/components/schools-page';
import { hackathonNotice, teacherMember, teacherRecord } from './testing/fixtures';

/** A notice the department also wrote in Assamese and Hindi (title and message). */
const translatedNotice: DepartmentNotification = {
  data: {
    id: 8,
    title: 'Mid-semester examination schedule',
    message: '<p>The schedule is <strong>attached</strong>.</p>',
    created_at: '2026-11-20T10:00:00+05:30',
    created_by: 'Head of the Department',
    translations: {
      as: { title: 'মধ্য-ষাণ্মাসিক পৰীক্ষাৰ সময়সূচী', message: '<p>সময়সূচী <strong>সংলগ্ন</strong> কৰা হৈছে।</p>' },
      hi: { title: 'मध्य-सेमेस्टर परीक्षा समय-सारणी' },
    },
  },
  file: [],
  files: [],
};

const cse = { dept_id: 6, dept_code: 'cse' };
const answers: EmbeddedAnswers = {
  [requestKey(departmentNotificationsRequest(cse.dept_id))]: { ok: true, body: [translatedNotice, hackathonNotice] },
  [requestKey(departmentNotificationsRequest(1))]: {
    ok: false,
    status: 503,
    error: 'The college server had a problem answering. Please try again in a moment.',
  },
  [FACULTY_LIST_URL]: { ok: true, body: [teacherRecord(1, 'Anima Das', 'cse'), teacherRecord(2, 'Bhaskar Kalita', 'cse')] },
  [departmentFacultyUrl('cse')]: { ok: true, body: [teacherMember('S01', 'Anima Das', 'cse', 6, true)] },
  [departmentFacultyUrl('civil')]: { ok: true, body: [teacherMember('C01', 'Bhaskar Kalita', 'civil', 1, true)] },
  [departmentFacultyUrl('electrical')]: { ok: true, body: [teacherMember('E01', 'Chandan Bora', 'electrical', 3, true)] },
};

const app = (
  <Routes>
    <Route path="/departments" element={<DepartmentsPage />} />
    <Route path="/schools" element={<SchoolsPage />} />
    <Route path="/department/*" element={<DepartmentRoutes />} />
    <Route path="/all-faculty" element={<AllFacultyPage />} />
  </Routes>
);

// Its pages are checked hydrated (below), the strictest of the apps: the factory registers the catalogues and checks the claim.
const { inLanguage } = describeLanguages({ app: 'the departments', namespace: NAMESPACE, catalogues: { as, hi }, languages, element: app });

async function page(language: Language, url: string) {
  const record = serverRenderRecord();
  const hydrated = await hydrateServerHtml(url, inLanguage(language), answers, { record });
  return { ...hydrated, record };
}

/**
 * Text in Latin letters that is not inside an element marked lang="en" (file names and addresses aside, and what screen
 * readers skip: initials). A file's format and units (PDF, KB, MB) are written so in every language (docs/glossary.md).
 */
function unmarkedEnglish(container: HTMLElement): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\S+\.(pdf|in)\b|\b(PDF|KB|MB)\b/g, '');
    if (/[A-Za-z]{2,}/.test(text) && !node.parentElement?.closest('[lang="en"], [aria-hidden="true"]')) out.push(text.trim());
  }
  return out;
}

const KEYS = [...flatten(en).keys(), ...flatten(uiEn).keys()].map((key) => key.replace(/_(one|other)$/, '')).filter((key) => key.includes('.'));

/** Every kind of page of the remote: landings, one of each department page, notices, the faculty list. */
const PAGES = [
  '/departments',
  '/schools',
  '/all-faculty',
  '/department/cse/home',
  '/department/cse/notice',
  '/department/cse/tlist',
  '/department/cse/course',
  '/department/cse/events',
  '/department/cse/gallery',
  '/department/civil/aboutus',
  '/department/civil/programmes',
  '/department/civil/cos',
  '/department/civil/sar',
  '/department/civil/tlist',
  '/department/electrical/home',
  '/department/ete/laboratory',
  '/department/mca/course',
];

describe('the departments in Assamese and Hindi: their pages', () => {
  it.each(['as', 'hi'] as const)(
    '%s: every page is written in the language, hydrated without a mismatch or a fetch, English only where marked',
    async (language) => {
      const script = language === 'as' ? /[\u0980-\u09FF]/ : /[\u0900-\u097F]/;
      const results = [];
      for (const url of PAGES) {
        const { container, problems, fetched, html, record } = await page(language, url);
        const h1 = container.querySelector('h1')?.textContent ?? '';
        results.push({
          url,
          status: record.status,
          problems: problems.length,
          fetched,
          heading: script.test(h1) && !/[A-Za-z]/.test(h1),
          title: script.test(record.head.title ?? '') && !/[A-Za-z]{2,}/.test(record.head.title ?? ''),
          keys: KEYS.filter((key) => html.includes(key)),
          english: unmarkedEnglish(container),
        });
      }
      expect(results).toEqual(PAGES.map((url) => ({ url, status: 200, problems: 0, fetched: [], heading: true, title: true, keys: [], english: [] })));
    },
  );

  it('Assamese: names, menu, figures, dates and the head in Assamese, the department’s own texts marked English under a note', async () => {
    const home = await page('as', '/department/civil/home');
    const text = home.container.textContent ?? '';
    expect(home.container.querySelector('h1')?.textContent).toBe('অসামৰিক অভিযান্ত্ৰিক');
    expect(text).toContain('অসামৰিক অভিযান্ত্ৰিক বিভাগ');
    expect([...home.container.querySelectorAll('.section-menu a')].map((a) => a.textContent)).toEqual([
      'মুখ্য পৃষ্ঠা',
      'পৰিচিতি',
      'পাঠ্যক্ৰম',
      'পাঠ্যসূচী',
      'শিকনৰ ফলাফল',
      'শিক্ষকবৃন্দ',
      'স্ব-মূল্যায়ন',
      'জাননী',
    ]);
    expect(home.container.querySelector('.section-menu')?.getAttribute('aria-label')).toBe('অসামৰিক অভিযান্ত্ৰিক বিভাগৰ মেনু');
    expect(home.container.querySelector('[data-stat="estd"]')?.textContent).toBe('স্থাপিত১৯৫৫');
    expect(home.container.querySelector('[data-stat="ratio"] dd')?.textContent).toBe('৪:১');
    expect(home.container.querySelector('.dept-english-note')?.textContent).toBe('তলত দিয়া বিভাগৰ নিজা লেখাসমূহ কেৱল ইংৰাজীত লিখা আছে।');
    expect(home.container.querySelector('.dept-banner p[lang="en"]')?.textContent).toMatch(/^Building the roads/);
    expect(home.record.head).toEqual({
      title: 'অসামৰিক অভিযান্ত্ৰিক বিভাগ',
      description: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ৰ অসামৰিক অভিযান্ত্ৰিক বিভাগ: ইয়াৰ পাঠ্যক্ৰম, শিক্ষকবৃন্দ আৰু জাননী।',
      breadcrumbs: [
        // The trail leads to the Assamese pages.
        { name: 'মুখ্য পৃষ্ঠা', path: '/as/' },
        { name: 'বিভাগসমূহ', path: '/as/departments' },
        { name: 'অসামৰিক অভিযান্ত্ৰিক' },
      ],
    });
    const course = await page('as', '/department/cse/course');
    expect(course.container.querySelector('.course-structure tfoot td')?.textContent).toBe('৭,৫০০');
    expect(course.container.querySelector('.course-detail-card__semester')?.textContent).toBe('১ম ষাণ্মাসিক');
  });

  it('Hindi: the faculty list counts in Hindi with Latin digits, its names marked English', async () => {
    const { container } = await page('hi', '/all-faculty');
    expect(container.querySelector('.faculty-count')?.textContent).toBe('कुल 2 शिक्षकों में से 2 दिखाए गए');
    expect(container.querySelector('.faculty-group h2')?.textContent).toBe('कंप्यूटर विज्ञान एवं इंजीनियरिंग');
    expect(container.querySelector('.faculty-table th[scope="row"]')?.getAttribute('lang')).toBe('en');
    expect(container.querySelector('label[for="faculty-name"]')?.textContent).toContain('नाम');
    expect(container.querySelector('#faculty-name')?.getAttribute('placeholder')).toBe('नाम का कोई अंश');
  });

  it.each([
    ['as', 'মধ্য-ষাণ্মাসিক পৰীক্ষাৰ সময়সূচী', 'সময়সূচী সংলগ্ন কৰা হৈছে।', 'প্ৰকাশৰ তাৰিখ: ২০ নৱে ২০২৬'],
    ['hi', 'मध्य-सेमेस्टर परीक्षा समय-सारणी', 'The schedule is attached.', 'प्रकाशन तिथि: 20 नव॰ 2026'],
  ] as const)(
    '%s: a department notice shows its translation where there is one, else the English marked lang="en"',
    async (language, title, message, posted) => {
      const { container } = await page(language, '/department/cse/notice');
      const [translated, english] = [...container.querySelectorAll('.notice-item')];
      const heading = translated!.querySelector('h2')!;
      expect(heading.textContent).toBe(title);
      expect(heading.hasAttribute('lang')).toBe(false);
      const body = translated!.querySelector('.prose')!;
      expect(body.textContent).toBe(message);
      // Hindi has no translated message: the English one, marked so.
      expect(body.closest('[lang="en"]') !== null).toBe(language === 'hi');
      expect(translated!.querySelector('.notice-item__meta')?.textContent).toContain(posted);
      // The notice without translations stays English, marked for screen readers.
      expect(english!.querySelector('h2')?.getAttribute('lang')).toBe('en');
      expect(english!.querySelector('h2')?.textContent).toBe('Hackathon team registration');
      expect(english!.querySelector('strong')?.closest('[lang="en"]')).not.toBeNull();
    },
  );

  it('English pages show the English of a translated notice, unmarked', async () => {
    const { container } = await page('en', '/department/cse/notice');
    const heading = container.querySelector('.notice-item h2')!;
    expect(heading.textContent).toBe('Mid-semester examination schedule');
    expect(container.querySelector('[lang]')).toBeNull();
    expect(container.querySelector('.dept-english-note')).toBeNull();
  });

  it('a failed notice board says so in the language, with Retry', async () => {
    const { container } = await page('hi', '/department/civil/notice');
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('सूचनाएँ लोड नहीं हो सकीं');
    expect(alert.textContent).toContain('महाविद्यालय के सर्वर को उत्तर देने में समस्या हुई।');
    expect(alert.querySelector('button')?.textContent).toBe('फिर से प्रयास करें');
  });
});
