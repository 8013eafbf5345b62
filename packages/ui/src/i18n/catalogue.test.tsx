import { renderToString } from 'react-dom/server';
import { Catalogue, I18nProvider, createI18n, registerCatalogue, useLanguage, useT } from './catalogue';
import { ServerRenderContext, type ServerRenderRecord } from '../render/render-context';

registerCatalogue('test-app', 'en', { greeting: 'Hello {{name}}', files_one: '{{count}} file', files_other: '{{count}} files' });
registerCatalogue('test-app', 'as', { greeting: 'নমস্কাৰ {{name}}', files_one: '{{count}}টা ফাইল', files_other: '{{count}}টা ফাইল' });
registerCatalogue('test-app', 'hi', { greeting: 'नमस्ते {{name}}', files_one: '{{count}} फ़ाइल', files_other: '{{count}} फ़ाइलें' });

function Greeting({ count }: { count: number }) {
  const t = useT('test-app');
  return (
    <p lang={useLanguage()}>
      {t('greeting', { name: 'Asha' })}, {t('files', { count })}
    </p>
  );
}

/** The markup without React's text-node separators. */
const html = (element: Parameters<typeof renderToString>[0]) => renderToString(element).replace(/<!-- -->/g, '');

const page = (language: 'en' | 'as' | 'hi', count: number) =>
  html(
    <I18nProvider i18n={createI18n(language)}>
      <Catalogue namespace="test-app" loader={() => Promise.reject(new Error('already registered'))}>
        <Greeting count={count} />
      </Catalogue>
    </I18nProvider>,
  );

describe('catalogues and the translate function (docs/product/languages.md)', () => {
  it('reads the page language, with interpolation and plural forms', () => {
    expect(page('en', 1)).toContain('Hello Asha, 1 file');
    expect(page('en', 3)).toContain('Hello Asha, 3 files');
    expect(page('hi', 3)).toContain('नमस्ते Asha, 3 फ़ाइलें');
    expect(page('as', 1)).toContain('lang="as"');
    expect(page('as', 1)).toContain('নমস্কাৰ Asha, 1টা ফাইল');
  });

  it('renders in parallel in two languages without mixing them (one instance per render)', () => {
    const as = createI18n('as');
    const hi = createI18n('hi');
    const both = html(
      <>
        <I18nProvider i18n={as}>
          <Greeting count={2} />
        </I18nProvider>
        <I18nProvider i18n={hi}>
          <Greeting count={2} />
        </I18nProvider>
      </>,
    );
    expect(both).toContain('নমস্কাৰ');
    expect(both).toContain('नमस्ते');
  });

  it('is English outside any provider (a remote on its own, a unit test)', () => {
    expect(html(<Greeting count={2} />)).toContain('Hello Asha, 2 files');
  });

  it("on the server, a page's components share one translate function per namespace (no per-component subscription)", () => {
    const render: ServerRenderRecord = { status: 200, notFound: false, head: {}, sanitizeHtml: (x) => x, remoteModules: [], renderedAt: 0 };
    for (const language of ['as', 'hi'] as const) {
      const i18n = createI18n(language);
      const getFixedT = jest.spyOn(i18n, 'getFixedT');
      const markup = html(
        <ServerRenderContext.Provider value={render}>
          <I18nProvider i18n={i18n}>
            {Array.from({ length: 40 }, (_, n) => (
              <Greeting key={n} count={n} />
            ))}
          </I18nProvider>
        </ServerRenderContext.Provider>,
      );
      expect(markup.match(/Asha/g)).toHaveLength(40);
      expect(markup).toContain(language === 'as' ? 'নমস্কাৰ Asha, 3টা ফাইল' : 'नमस्ते Asha, 1 फ़ाइल');
      // react-i18next's hook asks for one per component it mounts (and copies the i18n instance for each).
      expect(getFixedT).toHaveBeenCalledTimes(1);
    }
  });
});
