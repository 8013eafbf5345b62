import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { RemoteRoutesModule } from '@aec/ui';
import { createI18n, I18nProvider, registerCatalogue } from '@aec/ui';
import as from '../messages/as.json';

const loadRemoteRoutes = jest.fn();
jest.mock('./remote-registry', () => ({ loadRemoteRoutes: (...args: unknown[]) => loadRemoteRoutes(...args), resetRemote: jest.fn() }));

import { RemoteSection } from './remote-section';

registerCatalogue('shell', 'as', as);

/** A remote's module, already loaded (what React's use() reads without suspending). */
function loaded(module: RemoteRoutesModule): Promise<RemoteRoutesModule> {
  const promise = Promise.resolve(module) as Promise<RemoteRoutesModule> & { status: string; value: RemoteRoutesModule };
  promise.status = 'fulfilled';
  promise.value = module;
  return promise;
}

function page(language: 'en' | 'as', module: RemoteRoutesModule): string {
  loadRemoteRoutes.mockReturnValue(loaded(module));
  return renderToString(
    <I18nProvider i18n={createI18n(language)}>
      <MemoryRouter initialEntries={['/project/teqip/home']}>
        <RemoteSection remote="mfe-projects" section="project" basePath="/project" label="Projects" />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const sections = { project: () => <h1>TEQIP-III</h1> };

describe('a remote section and the page language (docs/product/languages.md)', () => {
  it('marks a section its remote has not written in the page language lang="en", and says so in the page language', () => {
    const html = page('as', { sections });
    expect(html).toContain('<div lang="en" class="section-language"><h1>TEQIP-III</h1></div>');
    expect(html).toContain('এই পৃষ্ঠাটো ইংৰাজীত আছে।');
  });

  it('leaves a section in the page language unmarked', () => {
    const html = page('as', { sections, languages: ['en', 'as', 'hi'] });
    expect(html).toContain('<h1>TEQIP-III</h1>');
    expect(html).not.toContain('lang="en"');
    expect(html).not.toContain('section-language');
  });

  it('marks nothing on an English page', () => {
    expect(page('en', { sections })).not.toContain('section-language');
  });
});
