/** @jest-environment jsdom */
// Content in three languages (docs/product/languages.md): notices, tenders, news and events carry optional Assamese
// and Hindi versions of their title and text. A page shows the one in its language when there is one,
// else the English in an element marked lang="en"; English pages are as they were. Here every item has
// Assamese and none has Hindi, so /as/ shows the translations and /hi/ the English, marked.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, render as renderInBrowser, screen } from '@testing-library/react';
import type { EventRow, NewsRow, NoticeRow, TenderRow } from '@aec/contracts';
import { I18nProvider, UI_NAMESPACE, createI18n, registerCatalogue, type Language, type StoredAnswer } from '@aec/ui';
import { cannedStore, hydrateServerHtml, renderOnServer, sectionRoutes, unmountHydrated } from '@aec/ui/testing';
import uiAs from '../../packages/ui/src/messages/as.json';
import uiHi from '../../packages/ui/src/messages/hi.json';
import as from './messages/as.json';
import hi from './messages/hi.json';
import { NAMESPACE } from './messages/catalogue';
import { sections } from './routes';
import { homeWidgets } from './testing/site';
import { eventRow, newsRow, noticeRow, tenderRow } from './testing/fake-api';
import { ScreenPage } from './features/screen/components/screen-page';
import { NoticeBoard } from './features/notices/components/notice-board';

const ok = (body: unknown): StoredAnswer => ({ ok: true, body });

const notice: NoticeRow = {
  ...noticeRow(3, 'Holiday notice'),
  message: '<p>The college stays closed tomorrow.</p>',
  translations: { as: { title: 'বন্ধৰ জাননী', message: '<p>কাইলৈ মহাবিদ্যালয় বন্ধ থাকিব।</p>' } },
};
/** A notice with no translation at all: English on every page. */
const plainNotice = noticeRow(4, 'Library timings');
const tender: TenderRow = {
  ...tenderRow(1, 'Supply of computers'),
  corrigenda: [{ id: 5, title: 'Date extended', description: 'Bids now close on 20 December.', _date_: '2026-11-20', files: [] }],
  translations: { as: { title: 'কম্পিউটাৰ যোগান', description: 'মোহৰ কৰা দৰ আহ্বান কৰা হৈছে।' } },
};
const news: NewsRow = { ...newsRow(7, 'Convocation 2026'), translations: { as: { title: 'সমাৰ্তন ২০২৬', message: '<p>সমাৰ্তন সমাৰোহৰ বাতৰি।</p>' } } };
const event: EventRow = {
  ...eventRow(3, 'Tech fest'),
  translations: { as: { title: 'কাৰিকৰী উৎসৱ', venue: 'মুখ্য প্ৰেক্ষাগৃহ', message: '<p>সকলো ছাত্ৰ-ছাত্ৰীৰ বাবে।</p>' } },
};

const answers: Record<string, StoredAnswer> = {
  '/api/notice/1/20?lean=1': ok({ rows: [notice, plainNotice], total: 2 }),
  '/api/notice/1/20?lean=1&fields=card': ok({ rows: [notice, plainNotice], total: 2 }),
  '/api/notice/3?lean=1': ok({ rows: [notice] }),
  '/api/tender/1/5?lean=1': ok({ rows: [tender], total: 1 }),
  '/api/tender/1?lean=1': ok({ rows: [tender] }),
  '/api/news/1/8?lean=1': ok({ rows: [news], b_arr: [], total: 1 }),
  '/api/news/1/5?lean=1': ok({ rows: [news], b_arr: [], total: 1 }),
  '/api/news/1/5?lean=1&fields=card': ok({ rows: [news], b_arr: [], total: 1 }),
  '/api/news/1/10?lean=1': ok({ rows: [news], b_arr: [], total: 1 }),
  '/api/news/7?lean=1': ok({ rows: [news], b_arr: [] }),
  '/api/videos?place=news&item=7': ok({ videos: [] }),
  '/api/videos?place=event&item=3': ok({ videos: [] }),
  '/api/events/1/8?lean=1': ok({ rows: [event], b_arr: [], total: 1 }),
  '/api/events/1/5?lean=1': ok({ rows: [event], b_arr: [], total: 1 }),
  '/api/events/1/5?lean=1&fields=card': ok({ rows: [event], b_arr: [], total: 1 }),
  '/api/events/1/10?lean=1': ok({ rows: [event], b_arr: [], total: 1 }),
  '/api/events/3?lean=1': ok({ rows: [event], b_arr: [] }),
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
  registerCatalogue(NAMESPACE, 'as', as);
  registerCatalogue(NAMESPACE, 'hi', hi);
  registerCatalogue(UI_NAMESPACE, 'as', uiAs);
  registerCatalogue(UI_NAMESPACE, 'hi', uiHi);
});
afterEach(unmountHydrated);

const inLanguage = (language: Language, element: ReactNode) => <I18nProvider i18n={createI18n(language)}>{element}</I18nProvider>;

/** The server's page at `url` in `language`, as a document to look into. */
function page(language: Language, url: string, element: ReactNode = sectionRoutes(sections)) {
  const rendered = renderOnServer(url, inLanguage(language, element), { store: cannedStore(answers) });
  const root = document.createElement('div');
  root.innerHTML = rendered.html;
  /** The innermost elements whose text is exactly `text`. */
  const elementsWith = (text: string): Element[] => {
    const found = [...root.querySelectorAll('*')].filter((e) => e.textContent?.trim() === text);
    return found.filter((e) => !found.some((other) => other !== e && e.contains(other)));
  };
  /** The language `text` is marked with (its nearest lang attribute), or null when it is not marked. */
  const langOf = (text: string): (string | null)[] => {
    const elements = elementsWith(text);
    if (elements.length === 0) throw new Error(`"${text}" is not on ${url} (${language})`);
    return elements.map((e) => e.closest('[lang]')?.getAttribute('lang') ?? null);
  };
  /** Elements marked English inside another element marked English. */
  const nestedLang = () => [...root.querySelectorAll('[lang] [lang]')];
  return { ...rendered, root, langOf, nestedLang };
}

/** Every place where `text` shows on the page is marked `lang` (null: not marked). */
function expectMarked(view: ReturnType<typeof page>, text: string, lang: string | null) {
  const langs = view.langOf(text);
  expect(langs.length).toBeGreaterThan(0);
  expect(langs).toEqual(langs.map(() => lang));
}

describe('list rows', () => {
  it.each([
    ['/notifications/notice', 'Holiday notice', 'বন্ধৰ জাননী'],
    ['/notifications/tender', 'Supply of computers', 'কম্পিউটাৰ যোগান'],
    ['/notifications-all', 'Holiday notice', 'বন্ধৰ জাননী'],
    ['/news', 'Convocation 2026', 'সমাৰ্তন ২০২৬'],
    ['/events', 'Tech fest', 'কাৰিকৰী উৎসৱ'],
  ])('%s: the Assamese title in /as/ (not marked), the English marked lang="en" in /hi/, English pages unchanged', (url, english, assamese) => {
    const assameseView = page('as', url);
    expectMarked(assameseView, assamese, null);
    expect(assameseView.html).not.toContain(english);

    const hindiView = page('hi', url);
    expectMarked(hindiView, english, 'en');
    expect(hindiView.html).not.toContain(assamese);
    expect(hindiView.nestedLang()).toEqual([]);

    const englishView = page('en', url);
    expectMarked(englishView, english, null);
    expect(englishView.html).not.toContain(assamese);
    expect(englishView.html).not.toContain(' lang=');
  });

  it("a notice's text in the list follows its title: Assamese in /as/, English marked in /hi/", () => {
    expectMarked(page('as', '/notifications/notice'), 'কাইলৈ মহাবিদ্যালয় বন্ধ থাকিব।', null);
    expectMarked(page('hi', '/notifications/notice'), 'The college stays closed tomorrow.', 'en');
  });

  it('a notice with no translation is English, marked, in /as/ beside a translated one', () => {
    const view = page('as', '/notifications/notice');
    expectMarked(view, 'Library timings', 'en');
    expectMarked(view, 'বন্ধৰ জাননী', null);
  });

  it('an event card: the Assamese venue in /as/; the time, English only, is marked', () => {
    const view = page('as', '/events');
    expectMarked(view, 'মুখ্য প্ৰেক্ষাগৃহ', null);
    expectMarked(view, '10 AM', 'en');
    const hindi = page('hi', '/events');
    expectMarked(hindi, 'Main Auditorium', 'en');
  });

  it('a tender\'s corrigenda stay English, marked lang="en" on Assamese pages', () => {
    expectMarked(page('as', '/notifications/tender'), 'Date extended', 'en');
    expect(page('en', '/notifications/tender').html).not.toContain(' lang=');
  });
});

describe('detail pages and their heads', () => {
  it.each([
    ['/notifications/notice/3', 'Holiday notice', 'বন্ধৰ জাননী', 'কাইলৈ মহাবিদ্যালয় বন্ধ থাকিব।', 'The college stays closed tomorrow.'],
    ['/notifications/tender/1', 'Supply of computers', 'কম্পিউটাৰ যোগান', 'মোহৰ কৰা দৰ আহ্বান কৰা হৈছে।', 'Supply of computers: sealed bids invited.'],
    ['/news/newslist/7', 'Convocation 2026', 'সমাৰ্তন ২০২৬', 'সমাৰ্তন সমাৰোহৰ বাতৰি।', 'Convocation 2026: the whole story & more.'],
    ['/events/eventlist/3', 'Tech fest', 'কাৰিকৰী উৎসৱ', 'সকলো ছাত্ৰ-ছাত্ৰীৰ বাবে।', 'Tech fest for all students.'],
  ])(
    '%s: h1, text, title and description in Assamese in /as/; English marked in /hi/; English unchanged',
    (url, english, assamese, assameseText, englishText) => {
      const assameseView = page('as', url);
      const h1 = assameseView.root.querySelector('h1')!;
      expect(h1.textContent).toBe(assamese);
      expect(h1.closest('[lang]')).toBeNull();
      expectMarked(assameseView, assameseText, null);
      expect(assameseView.record.head.title).toBe(assamese);
      expect(assameseView.record.head.description).toBe(assameseText);
      expect(assameseView.record.head.breadcrumbs?.at(-1)).toEqual({ name: assamese });

      const hindiView = page('hi', url);
      const hindiH1 = hindiView.root.querySelector('h1')!;
      expect(hindiH1.textContent).toBe(english);
      expect(hindiH1.getAttribute('lang')).toBe('en');
      expectMarked(hindiView, englishText, 'en');
      expect(hindiView.record.head.title).toBe(english);
      expect(hindiView.nestedLang()).toEqual([]);
      expect(hindiView.html).not.toContain(assamese);

      const englishView = page('en', url);
      expect(englishView.root.querySelector('h1')!.textContent).toBe(english);
      expect(englishView.record.head.title).toBe(english);
      expect(englishView.record.head.description).toBe(englishText);
      expect(englishView.html).not.toContain(' lang=');
    },
  );

  it('the schema.org headline and the event venue follow the page language', () => {
    const newsHead = page('as', '/news/newslist/7').record.head;
    expect(JSON.stringify(newsHead.structuredData)).toContain('"headline":"সমাৰ্তন ২০২৬"');
    const eventView = page('as', '/events/eventlist/3');
    expectMarked(eventView, 'মুখ্য প্ৰেক্ষাগৃহ', null);
    expectMarked(eventView, '10 AM', 'en');
    expect(JSON.stringify(eventView.record.head.structuredData)).toContain('"name":"কাৰিকৰী উৎসৱ"');
  });
});

describe('home widgets and the TV screen', () => {
  it('the flash bar, notice list, news carousel and cards and event cards show the Assamese in /as/ and the English marked in /hi/', () => {
    const assameseView = page('as', '/', homeWidgets);
    for (const text of ['বন্ধৰ জাননী', 'সমাৰ্তন ২০২৬', 'কাৰিকৰী উৎসৱ']) expectMarked(assameseView, text, null);
    // Flash bar (its running copy is drawn in the browser only), home notice list; carousel caption and news card.
    expect(assameseView.langOf('বন্ধৰ জাননী')).toHaveLength(2);
    expect(assameseView.langOf('সমাৰ্তন ২০২৬')).toHaveLength(2);
    const hindiView = page('hi', '/', homeWidgets);
    for (const text of ['Holiday notice', 'Convocation 2026', 'Tech fest']) expectMarked(hindiView, text, 'en');
    expect(hindiView.nestedLang()).toEqual([]);
    expect(page('en', '/', homeWidgets).html).not.toContain(' lang=');
  });

  it('the TV screen in Assamese shows the translations (after its data comes) and marks the English', async () => {
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const answer = answers[String(input)];
      return { ok: true, status: 200, json: async () => (answer as { body: unknown }).body } as Response;
    }) as typeof fetch;
    renderInBrowser(inLanguage('as', <ScreenPage />));
    const title = await screen.findByText('বন্ধৰ জাননী');
    expect(title.closest('[lang]')).toBeNull();
    expect(screen.getAllByText('সমাৰ্তন ২০২৬')[0]!.closest('[lang]')).toBeNull();
    expect(screen.getAllByText('কাৰিকৰী উৎসৱ')[0]!.closest('[lang]')).toBeNull();
    expect(screen.getAllByText('মুখ্য প্ৰেক্ষাগৃহ')[0]!.closest('[lang]')).toBeNull();
    expect(screen.getByText('Library timings').closest('[lang]')!.getAttribute('lang')).toBe('en');
  });
});

describe('in the browser', () => {
  it.each([
    ['/notifications/notice/3', 'Holiday notice', 'বন্ধৰ জাননী'],
    ['/notifications/tender/1', 'Supply of computers', 'কম্পিউটাৰ যোগান'],
    ['/news/newslist/7', 'Convocation 2026', 'সমাৰ্তন ২০২৬'],
    ['/events/eventlist/3', 'Tech fest', 'কাৰিকৰী উৎসৱ'],
  ])('%s in Assamese and Hindi hydrates with no mismatch, keeping the title in its language', async (url, english, assamese) => {
    for (const language of ['as', 'hi'] as const) {
      const { problems, fetched, container } = await hydrateServerHtml(url, inLanguage(language, sectionRoutes(sections)), answers);
      expect(problems).toEqual([]);
      expect(fetched).toEqual([]);
      const h1 = container.querySelector('h1')!;
      expect(h1.textContent).toBe(language === 'as' ? assamese : english);
      expect(h1.getAttribute('lang')).toBe(language === 'as' ? null : 'en');
      unmountHydrated();
    }
  });

  it("the notice board's title search finds a notice by the title shown (Assamese) or by its English one", async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ rows: [notice, plainNotice], total: 2 }) }) as Response) as typeof fetch;
    renderInBrowser(
      inLanguage(
        'as',
        <MemoryRouter>
          <NoticeBoard />
        </MemoryRouter>,
      ),
    );
    await screen.findByText('বন্ধৰ জাননী');
    const search = screen.getByRole('searchbox');
    await act(async () => void fireEvent.change(search, { target: { value: 'বন্ধৰ' } }));
    expect(screen.getByText('বন্ধৰ জাননী')).toBeTruthy();
    expect(screen.queryByText('Library timings')).toBeNull();
    await act(async () => void fireEvent.change(search, { target: { value: 'holiday' } }));
    expect(screen.getByText('বন্ধৰ জাননী')).toBeTruthy();
  });
});
