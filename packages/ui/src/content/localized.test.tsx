import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Translations } from '@aec/contracts';
import { createI18n, I18nProvider } from '../i18n/catalogue';
import type { Language } from '../i18n/languages';
import { Localized, localizedText } from './localized';

const translations: Translations = { as: { title: 'বন্ধৰ জাননী', message: '   ' } };

function render(language: Language, node: ReactElement): string {
  return renderToStaticMarkup(<I18nProvider i18n={createI18n(language)}>{node}</I18nProvider>);
}

describe('localizedText', () => {
  it('gives the translation in its language', () => {
    expect(localizedText(translations, 'as', 'title', 'Holiday notice')).toEqual({ text: 'বন্ধৰ জাননী', lang: 'as' });
  });
  it('falls back to the English, marked as English, when the language or field has none or it is blank', () => {
    expect(localizedText(translations, 'hi', 'title', 'Holiday notice')).toEqual({ text: 'Holiday notice', lang: 'en' });
    expect(localizedText(translations, 'as', 'message', 'Body')).toEqual({ text: 'Body', lang: 'en' });
    expect(localizedText(undefined, 'as', 'title', 'Holiday notice')).toEqual({ text: 'Holiday notice', lang: 'en' });
  });
  it('gives the English on English pages even when translations exist', () => {
    expect(localizedText(translations, 'en', 'title', 'Holiday notice')).toEqual({ text: 'Holiday notice', lang: 'en' });
  });
});

describe('<Localized>', () => {
  const title = <Localized as="h1" translations={translations} field="title" english="Holiday notice" />;
  it('shows the translation without a lang of its own on a page in that language', () => {
    expect(render('as', title)).toBe('<h1>বন্ধৰ জাননী</h1>');
  });
  it('marks the English lang="en" on a page in another language', () => {
    expect(render('hi', title)).toBe('<h1 lang="en">Holiday notice</h1>');
  });
  it('adds no lang on English pages', () => {
    expect(render('en', title)).toBe('<h1>Holiday notice</h1>');
  });
  it('passes the chosen text to a render function', () => {
    const node = (
      <Localized translations={translations} field="title" english="x" className="t">
        {(text) => <b>{text.length}</b>}
      </Localized>
    );
    expect(render('as', node)).toBe('<span class="t"><b>11</b></span>');
  });
});
