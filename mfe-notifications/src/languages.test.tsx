/** @jest-environment jsdom */
// The remote's pages and home widgets in Assamese and Hindi (docs/product/languages.md), as the server renders them for
// /as/… and /hi/… (an I18nProvider in the page's language around the sections and widgets the remote
// exposes) and as the browser hydrates them. Content here is written in the page's script, so any
// Latin word left in the HTML is interface text that escaped the catalogue.
import type { ReactNode } from 'react';
import type { EventRow, NewsRow, NoticeRow, TenderRow } from '@aec/contracts';
import { I18nProvider, createI18n, dateFormats, type Language, type StoredAnswer } from '@aec/ui';
import uiAs from '../../packages/ui/src/messages/as.json';
import uiHi from '../../packages/ui/src/messages/hi.json';
import { describeLanguages, hydrateServerHtml, renderOnServer, cannedStore, sectionRoutes } from '@aec/ui/testing';
import as from './messages/as.json';
import hi from './messages/hi.json';
import { NAMESPACE } from './messages/catalogue';
import { languages, sections } from './routes';
import { homeWidgets } from './testing/site';
import { eventRow, newsRow, noticeRow, tenderRow } from './testing/fake-api';
import { render as renderInBrowser, screen } from '@testing-library/react';
import { ScreenClock } from './features/screen/components/screen-clock';

const ok = (body: unknown): StoredAnswer => ({ ok: true, body });

/** Rows whose every field a visitor reads is in the page's script (and dates, numbers, file URLs). */
function content(text: string, language: Exclude<Language, 'en'>) {
  const notice = (id: number): NoticeRow => ({
    ...noticeRow(id, `${text} ${id}`),
    message: `<p>${text}</p>`,
    description: JSON.stringify([{ type: 'AEC', description: text }]),
  });
  const tender: TenderRow = {
    ...tenderRow(1, text),
    tender_no: '৪২/২০২৬',
    description: JSON.stringify([{ type: 'AEC', description: text, date_opening: '2026-12-10', date_closing: '2026-12-09' }]),
    files: [{ url: '/files/t-1.pdf', name: 't-1.pdf', type: 'application/pdf', size: 2048 }],
    corrigenda: [
      { id: 5, title: text, description: text, _date_: '2026-11-20', files: [{ url: '/files/c-5.pdf', name: 'c-5.pdf', type: 'application/pdf', size: 512 }] },
    ] as TenderRow['corrigenda'],
  };
  const news = (id: number): NewsRow => ({
    ...newsRow(id, `${text} ${id}`),
    description: text,
    message: `<p>${text}</p>`,
    images: [{ url: `/files/n-${id}.jpg`, name: 'n.jpg', type: 'image/jpeg', size: 2048, alt: text }],
  });
  const event = (id: number, date: string): EventRow => ({
    ...eventRow(id, `${text} ${id}`, date),
    message: `<p>${text}</p>`,
    description: JSON.stringify([{ description: text, venue: text, time: text }]),
    venue: text,
    time: text,
  });
  const notices = Array.from({ length: 25 }, (_, i) => notice(i + 1));
  const newsRows = [news(7), news(8), news(9)];
  const events = [event(3, '2099-01-01T10:00:00+05:30'), event(2, '2020-08-01T10:00:00+05:30')];
  const search = new URLSearchParams({ q: text, limit: '50', lang: language });
  const answers: Record<string, StoredAnswer> = {
    '/api/notice/1/20?lean=1': ok({ rows: notices.slice(0, 20), total: 25 }),
    '/api/notice/1/20?lean=1&fields=card': ok({ rows: notices.slice(0, 20), total: 25 }),
    '/api/notice/20/40?lean=1': ok({ rows: notices.slice(20), total: 25 }),
    '/api/notice/3?lean=1': ok({ rows: [notices[2]] }),
    '/api/notice/4242?lean=1': { ok: false, status: 404, error: 'Not found' },
    '/api/tender/1/5?lean=1': ok({ rows: [tender], total: 1 }),
    '/api/tender/1?lean=1': ok({ rows: [tender] }),
    '/api/news/1/8?lean=1': ok({ rows: newsRows, b_arr: [], total: 3 }),
    '/api/news/1/5?lean=1': ok({ rows: newsRows, b_arr: [], total: 3 }),
    '/api/news/1/5?lean=1&fields=card': ok({ rows: newsRows, b_arr: [], total: 3 }),
    '/api/news/7?lean=1': ok({ rows: [newsRows[0]], b_arr: [] }),
    '/api/videos?place=news&item=7': ok({ videos: [] }),
    '/api/videos?place=event&item=3': ok({ videos: [] }),
    '/api/events/1/8?lean=1': ok({ rows: events, b_arr: [], total: 2 }),
    '/api/events/1/5?lean=1': ok({ rows: events, b_arr: [], total: 2 }),
    '/api/events/1/5?lean=1&fields=card': ok({ rows: events, b_arr: [], total: 2 }),
    '/api/events/3?lean=1': ok({ rows: [events[0]], b_arr: [] }),
    '/api/bis-corner': ok([{ title: text, description: text, created_at: '21-11-2026 10:30:00', url: 'https://www.bis.gov.in/quiz' }]),
    [`/api/search?${search}`]: ok({
      results: [{ kind: 'notice', id: 3, title: text, snippet: `<mark>${text}</mark>`, date: '2026-11-01', url: '/notifications/notice/3', lang: language }],
    }),
    [`/api/search?${new URLSearchParams({ q: 'কখগ', limit: '50', lang: language, kind: 'tender', year: '2024' })}`]: ok({ results: [] }),
  };
  return { answers, searchQuery: `q=${encodeURIComponent(text)}` };
}

const LANGUAGES: { language: Exclude<Language, 'en'>; text: string; messages: typeof as; ui: typeof uiAs }[] = [
  { language: 'as', text: 'অসমীয়া লিখনি', messages: as, ui: uiAs },
  { language: 'hi', text: 'हिन्दी पाठ', messages: hi, ui: uiHi },
];

/** What a reader meets: text, and the names and descriptions given to assistive technology. */
function readable(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return [text, ...attributes].join(' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
}

/** Latin words left: names written so in every language (docs/glossary.md) are not words to translate. */
// KB and MB stay in Latin letters in every language, as Indian government sites write them (docs/glossary.md).
const latinWords = (html: string) =>
  readable(html)
    .replace(/\b(RSS|PDF|AEC|iCal|KB|MB)\b/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

describeLanguages({
  app: 'the notifications pages',
  namespace: NAMESPACE,
  catalogues: { as, hi },
  languages,
  element: sectionRoutes(sections),
  // Content in the page's script, so any Latin word left is interface text that escaped the catalogue.
  answers: (language) => content(LANGUAGES.find((entry) => entry.language === language)!.text, language as Exclude<Language, 'en'>).answers,
  hydrated: {
    urls: ['/notifications', '/notifications/tender/1', '/notifications-all', '/news/newslist/7', '/events', '/bis-corner'],
    leftOver: (container) => latinWords(container.innerHTML),
  },
});

describe.each(LANGUAGES)('the notifications pages in $language', ({ language, text, messages, ui }) => {
  const { answers, searchQuery } = content(text, language);
  const inLanguage = (element: ReactNode) => <I18nProvider i18n={createI18n(language)}>{element}</I18nProvider>;
  const render = (url: string, element: ReactNode = sectionRoutes(sections)) => renderOnServer(url, inLanguage(element), { store: cannedStore(answers) });

  it.each([
    '/notifications',
    '/notifications/notice',
    '/notifications/tender',
    '/notifications/notice/3',
    '/notifications/tender/1',
    '/notifications/notice/4242',
    '/notifications-all?page=2',
    '/notifications/archive',
    `/notifications/archive?${searchQuery}`,
    '/notifications/archive?q=কখগ&kind=tender&year=2024',
    '/news',
    '/news/newslist/7',
    '/events',
    '/events/eventlist/3',
    '/bis-corner',
    '/screen',
  ])('%s: no English left in the interface', (url) => {
    const { html } = render(url);
    expect(html).toContain('<h1');
    expect(latinWords(html)).toEqual([]);
  });

  it('the home widgets: no English left in the interface', () => {
    const { html } = render('/', homeWidgets);
    expect(html).toContain(messages.home.flash);
    expect(latinWords(html)).toEqual([]);
  });

  it("headings, titles and breadcrumbs are the page's language; list dates keep the day after (docs/product/figures.md)", () => {
    const { html, text: page, record } = render('/notifications/notice/3');
    const formats = dateFormats(language);
    expect(record.head.breadcrumbs).toEqual([
      { name: messages.common.home, path: `/${language}/` },
      { name: messages.common.notifications, path: `/${language}/notifications` },
      // The notice board's own heading: in Hindi 'notifications' and 'notices' are one word, said twice before.
      { name: messages.notices.board, path: `/${language}/notifications/notice` },
      { name: `${text} 3` },
    ]);
    // The detail shows the day stored; the list beside it the day after (2026-11-01 → 2 November).
    expect(html).toContain(`<time dateTime="2026-11-01T10:00:00+05:30">${formats.date('2026-11-01T10:00:00+05:30')}</time>`);
    expect(page).toContain(`${messages.common.postedOn} <time dateTime="2026-11-01T10:00:00+05:30">${formats.listDate('2026-11-01T10:00:00+05:30')}</time>`);
    expect(formats.listDate('2026-11-01T10:00:00+05:30')).toBe(formats.date('2026-11-02T10:00:00+05:30'));
    expect(render('/notifications-all?page=2').record.head.title).toBe(messages.paged.titlePage.replace('{{page}}', formats.number(2)));
  });

  it('plurals: the archive counts its results, the tender its corrigenda, the board what it shows', () => {
    const formats = dateFormats(language);
    expect(render(`/notifications/archive?${searchQuery}`).text).toContain(
      messages.archive.results_one.replace('{{n}}', formats.number(1)).replace('{{query}}', text),
    );
    expect(render('/notifications/tender/1').text).toContain(`<p class="nt-corrigenda__title">`);
    const board = render('/notifications/notice').text;
    expect(board).toContain(messages.notices.showing_other.replace('{{loaded}}', formats.number(20)).replace('{{total}}', formats.number(25)));
  });

  it("the archive's years and the TV clock are in the page's words and digits", async () => {
    const formats = dateFormats(language);
    const { text: archive } = render('/notifications/archive?q=কখগ&kind=tender&year=2024');
    const year = formats.number(2024).replace(/,/g, '');
    const sentence = messages.archive.noMatchKindYear
      .replace('{{year}}', year)
      .replace('{{kind}}', messages.archive.kindsInSentence.tender)
      .replace('{{query}}', 'কখগ');
    expect(archive).toContain(sentence.replace(/'/g, '&#x27;'));
    expect(archive).toMatch(new RegExp(`<option [^>]*value="2024"[^>]*>${year}</option>`));
    renderInBrowser(inLanguage(<ScreenClock />));
    const clock = (await screen.findByText(/\S/, { selector: 'time' })).textContent!;
    expect(clock).toContain(formats.longDate(new Date()));
    expect(clock).not.toMatch(/[A-Za-z]/);
  });

  it('a failed list says why in the language (by its HTTP status), with Retry', () => {
    const down: StoredAnswer = { ok: false, status: 503, error: 'The college server had a problem answering. Please try again in a moment.' };
    const failing = { ...answers, '/api/tender/1/5?lean=1': down };
    const page = renderOnServer('/notifications', inLanguage(sectionRoutes(sections)), { store: cannedStore(failing) }).text.replace(/&#x27;/g, "'");
    expect(page).toContain(`<p class="state__title">${messages.tenders.failed}</p><p>${ui.errors.server}</p>`);
    expect(page).toContain(`>${ui.state.retry}</button>`);
    expect(latinWords(page)).toEqual([]);
  });

  it('a missing notice answers 404 in the language', () => {
    const { html, record } = render('/notifications/notice/4242');
    expect(record.status).toBe(404);
    const title = messages.notice.notFound.title.replace('{{id}}', '4242');
    expect(record.head.title).toBe(title);
    expect(html).toContain(`<h1 class="page-header__title">${title.replace(/'/g, '&#x27;')}</h1>`);
  });

  it('the home widgets hydrate with no mismatch', async () => {
    const { problems, container } = await hydrateServerHtml('/', inLanguage(homeWidgets), answers);
    expect(problems).toEqual([]);
    expect(container.querySelector('.nt-flash__toggle')!.textContent).toBe(`${messages.carousel.pause} ${messages.home.flashLower}`);
  });
});
