import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createI18n, I18nProvider, registerCatalogue } from '../i18n/catalogue';
import type { Language } from '../i18n/languages';
import { UI_NAMESPACE } from '../messages/catalogue';
import as from '../messages/as.json';
import hi from '../messages/hi.json';
import { PersonName } from './person-name';

registerCatalogue(UI_NAMESPACE, 'as', as);
registerCatalogue(UI_NAMESPACE, 'hi', hi);

const render = (language: Language, node: ReactElement) => renderToStaticMarkup(<I18nProvider i18n={createI18n(language)}>{node}</I18nProvider>);

describe('<PersonName> (docs/glossary.md: a name as the records write it)', () => {
  it('keeps the name in Latin letters, marked English, on Assamese and Hindi pages, its sample mark translated', () => {
    expect(render('as', <PersonName name="Dr. Anupam Saikia (sample)" />)).toBe('<span lang="en">Dr. Anupam Saikia</span> (নমুনা)');
    expect(render('hi', <PersonName name="Smt. Juri Gogoi" />)).toBe('<span lang="en">Smt. Juri Gogoi</span>');
  });

  it('is the name itself on English pages', () => {
    expect(render('en', <PersonName name="Dr. Anupam Saikia (sample)" />)).toBe('Dr. Anupam Saikia (sample)');
  });
});
