/** @jest-environment node */
// The office in Assamese and Hindi (docs/product/languages.md), rendered as the server does: the section's Catalogue
// loads the page language's messages (its own chunk) before anything is written.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { I18nProvider, createI18n, type Language } from '@aec/ui';
import { cannedStore, describeLanguages, prerenderOnServer } from '@aec/ui/testing';
import { languages, sections } from './routes';
import { NAMESPACE } from './messages/catalogue';
import { GrievanceForm } from './grievance';
import { sampleStats as stats } from './features/grievance-statistics/test-support';

// The design system's words (a name's sample mark), loaded by the shell before any page is rendered; the
// office's own are not registered: its section's Catalogue loads them, which is what these tests show.
describeLanguages({ app: 'the office', namespace: NAMESPACE, catalogues: {}, languages });

const Office = sections.office!;
const Union = sections.aecsu!;

function renderIn(
  language: Language,
  url: string,
  element: ReactNode = (
    <Routes>
      <Route path="/office/*" element={<Office basePath="/office" />} />
      <Route path="/aecsu/*" element={<Union basePath="/aecsu" />} />
    </Routes>
  ),
  store = cannedStore(),
) {
  // As the shell's server render: one i18next instance per page, made before the section's messages arrive.
  return prerenderOnServer(url, <I18nProvider i18n={createI18n(language)}>{element}</I18nProvider>, { store });
}

describe('the office in Assamese and Hindi (server render)', () => {
  it('writes the office home page in Assamese, with Assamese titles and breadcrumbs under /as', async () => {
    const { text, record } = await renderIn('as', '/office');
    expect(text).toContain('অধ্যক্ষৰ বাৰ্তা');
    expect(text).toContain('পুৱা ১০:০০ৰ পৰা আবেলি ৪:০০ লৈ');
    expect(text).toContain('অভিযোগ দাখিল কৰক');
    expect(text).toContain('aria-label="অধ্যক্ষৰ কাৰ্যালয়ৰ মেনু"');
    expect(text).not.toContain('Message from the Principal');
    expect(record.head.title).toBe('অধ্যক্ষৰ কাৰ্যালয়');
    expect(record.head.breadcrumbs).toEqual([
      { name: 'মুখ্য পৃষ্ঠা', path: '/as/' },
      { name: 'অধ্যক্ষৰ কাৰ্যালয়', path: '/as/office' },
    ]);
  });

  it('writes the grievance form in Hindi, the registration number example left as it is', async () => {
    const { html, text, record } = await renderIn('hi', '/office/complain');
    expect(html).toMatch(/<label for="grievance-general-office-email">ईमेल/);
    expect(text).toContain('चरण 1 / 2: पंजीकरण');
    expect(text).toContain('पता (वैकल्पिक)');
    expect(record.head.title).toBe('शिकायत दर्ज करें');
    expect(record.head.breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/hi/', '/hi/office', '/hi/office/complain']);
  });

  it('counts the grievance statistics in Assamese digits and month names', async () => {
    const store = cannedStore({ '/api/grievance-stats': { ok: true, body: stats } });
    const { text } = await renderIn('as', '/office/grievance-statistics', undefined, store);
    expect(text).toContain('অক্টোবৰ ২০২৬');
    expect(text).toContain('<span class="stats-month--short">অক্টো ২০২৬</span>');
    expect(text).toContain('<td>৭</td><td>২</td><td>৫</td>');
    expect(text).toContain('৩০ দিনৰ ভিতৰত');
    expect(text).not.toMatch(/October|Received/);
  });

  it('names past principals and their years in Assamese, and the union pages too', async () => {
    const timeline = await renderIn('as', '/office/timeline');
    expect(timeline.text).toContain('১৯৫৫ – ১৯৫৯');
    expect(timeline.text).toContain('এপ্ৰিল ২০২৩ত দায়িত্ব লয়');
    // Names as the records write them (docs/glossary.md), marked English, their sample mark in Assamese.
    expect(timeline.html).toContain('বৰ্তমানৰ অধ্যক্ষ, <span lang="en">Dr. Anupam Saikia</span> (নমুনা)');
    expect(timeline.html).toContain('<span lang="en">Prof. Hemendra Nath Barooah</span> (নমুনা)');
    const team = await renderIn('hi', '/aecsu/present');
    expect(team.text).toContain('वर्तमान संघ के 16 पदाधिकारी');
    expect(team.html).toContain('<h2 class="member-card__name"><span lang="en">Rituraj Borah</span> (नमूना)</h2>');
    expect(team.text).toContain('अध्यक्ष');
    expect(team.text).toContain('छात्रावास संख्या 4, असम इंजीनियरिंग कॉलेज परिसर, जालुकबारी');
  });

  it('translates the exposed grievance form wherever it is mounted (mfe-projects), and marks its language', async () => {
    const { html } = await renderIn('as', '/teqip/grievance', <GrievanceForm type="PROCUREMENT" />);
    expect(html).toContain('lang="as"');
    expect(html).toContain('২টা পদক্ষেপৰ ১ম: পঞ্জীয়ন');
  });

  it('says English pages word for word as before', async () => {
    const { text } = await renderIn('en', '/office');
    expect(text).toContain('Message from the Principal');
    expect(text).toContain('10:00 AM to 4:00 PM');
  });
});
