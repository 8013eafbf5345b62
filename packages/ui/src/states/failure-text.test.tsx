import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createI18n, I18nProvider, registerCatalogue } from '../i18n/catalogue';
import as from '../messages/as.json';
import { useFailureText } from './failure-text';

registerCatalogue('ui', 'as', as);

function said(language: 'en' | 'as', error: string, status?: number): string {
  function Reason(): ReactElement {
    return <p>{useFailureText()(error, status)}</p>;
  }
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n(language)}>
      <Reason />
    </I18nProvider>,
  )
    .replace(/^<p>|<\/p>$/g, '')
    .replace(/&#x27;/g, "'");
}

describe('useFailureText', () => {
  it("keeps the client's English sentence on English pages", () => {
    expect(said('en', 'Notice 4 was not found', 404)).toBe('Notice 4 was not found');
  });

  it('says the same by status in the kit’s words on an Assamese page', () => {
    expect(said('as', 'x', 404)).toBe(as.errors.notFound);
    expect(said('as', 'x', 429)).toBe(as.errors.tooMany);
    expect(said('as', 'x', 503)).toBe(as.errors.server);
    expect(said('as', 'x')).toBe(as.errors.unreachable);
    expect(said('as', 'x', 403)).toBe(as.errors.refused.replace('{{status}}', '403'));
  });
});
