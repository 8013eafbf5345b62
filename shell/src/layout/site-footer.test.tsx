import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createI18n, I18nProvider, registerCatalogue, ResourceStoreContext } from '@aec/ui';
import { cannedStore } from '@aec/ui/testing';
import as from '../messages/as.json';
import en from '../messages/en.json';
import hi from '../messages/hi.json';
import { SiteFooter } from './site-footer';

registerCatalogue('shell', 'en', en);
registerCatalogue('shell', 'as', as);
registerCatalogue('shell', 'hi', hi);

const ABOUT = '/api/page-review?path=%2Fabout';

function footer(language: 'en' | 'as' | 'hi', path: string, reviewedAt: string | null) {
  const store = cannedStore({ [ABOUT]: { ok: true, body: { path: '/about', reviewedAt } } });
  const html = renderToString(
    <I18nProvider i18n={createI18n(language)}>
      <ResourceStoreContext.Provider value={store}>
        <MemoryRouter initialEntries={[path]}>
          <SiteFooter />
        </MemoryRouter>
      </ResourceStoreContext.Provider>
    </I18nProvider>,
  );
  return { html, asked: store.asked };
}
const line = (html: string) => html.match(/<p class="last-updated" data-testid="last-reviewed">(.*?)<\/p>/)?.[1]?.replace(/<!-- -->/g, '');

describe('site footer: "Last reviewed" of an institutional page (GIGW)', () => {
  it('says the day staff last reviewed the page, in India, in each language', () => {
    // 20:00 UTC on the 26th is the 27th in India.
    expect(line(footer('en', '/about', '2026-11-26T20:00:00.000Z').html)).toBe('Last reviewed: <time dateTime="2026-11-27">27 November 2026</time>');
    expect(line(footer('as', '/about', '2026-11-26T20:00:00.000Z').html)).toMatch(/^শেষবাৰ পৰীক্ষা কৰা হৈছে: <time dateTime="2026-11-27">/);
    expect(line(footer('hi', '/about', '2026-11-26T20:00:00.000Z').html)).toMatch(/^अंतिम समीक्षा: <time dateTime="2026-11-27">/);
  });

  it('counts the page’s last update when it was never reviewed; other pages ask nothing and show no line', () => {
    expect(line(footer('en', '/about', null).html)).toBe('Last reviewed: <time dateTime="2026-10-02">2 October 2026</time>');
    const remote = footer('en', '/notifications/notice', null);
    expect(line(remote.html)).toBeUndefined();
    expect(remote.asked).not.toContain(ABOUT);
  });
});
