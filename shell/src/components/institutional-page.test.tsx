import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createI18n, I18nProvider, registerCatalogue } from '@aec/ui';
import as from '../messages/as.json';
import { InstitutionalPage } from './institutional-page';

registerCatalogue('shell', 'as', as);

function page(language: 'en' | 'as', path: string): string {
  return renderToString(
    <I18nProvider i18n={createI18n(language)}>
      <MemoryRouter initialEntries={[path]}>
        <InstitutionalPage>
          <p>The text of the page.</p>
        </InstitutionalPage>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('an institutional page and its language (docs/product/languages.md)', () => {
  it('marks the English-only text of a long page lang="en" on an Assamese page, under one line saying so', () => {
    const html = page('as', '/privacy-policy');
    expect(html).toContain('<div class="page-body" lang="en"><p>The text of the page.</p></div>');
    expect(html).toContain(`<p class="section-language-note">${as.page.inEnglish.replace(/'/g, '&#x27;')}</p>`);
    // Its title is translated all the same.
    expect(html).toContain(`>${as.pages['/privacy-policy'].title}</h1>`);
  });

  it('leaves a page written in the language unmarked', () => {
    const html = page('as', '/about');
    expect(html).toContain('<div class="page-body"><p>The text of the page.</p></div>');
    expect(html).not.toContain('section-language-note');
  });

  it('marks nothing on an English page', () => {
    const html = page('en', '/privacy-policy');
    expect(html).toContain('<div class="page-body"><p>The text of the page.</p></div>');
    expect(html).not.toContain('section-language-note');
  });
});
