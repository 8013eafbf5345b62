/** @jest-environment jsdom */
import inlinedStylesPlugin, { fileOf } from './inlined-styles-plugin';

describe('the inlined-styles runtime plugin', () => {
  const createLink = inlinedStylesPlugin().createLink!;
  beforeEach(() => {
    document.head.innerHTML = '<style data-href="__federation_expose_routes.5f7a477a79.css">.x{}</style>';
  });

  it('names a URL by its file', () => {
    expect(fileOf('http://127.0.0.1/remotes/mfe-office/releases/1.2.0/a.5f7a477a79.css?v=1')).toBe('a.5f7a477a79.css');
  });

  it('hands the runtime a detached link for a stylesheet the page already holds inline, so nothing is downloaded', () => {
    const link = createLink({
      url: 'http://127.0.0.1/remotes/mfe-office/__federation_expose_routes.5f7a477a79.css',
      attrs: { rel: 'stylesheet', type: 'text/css' },
    });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect((link as HTMLLinkElement).isConnected).toBe(false);
    expect(createLink({ url: '/remotes/mfe-office/__federation_expose_routes.5f7a477a79.css', attrs: { rel: 'preload', as: 'style' } })).toBeInstanceOf(
      HTMLLinkElement,
    );
  });

  it('leaves other stylesheets and scripts to the runtime', () => {
    expect(createLink({ url: '/remotes/mfe-office/667.e2b14bb04e.css', attrs: { rel: 'stylesheet' } })).toBeUndefined();
    expect(createLink({ url: '/remotes/mfe-office/__federation_expose_routes.5f7a477a79.css', attrs: { rel: 'preload', as: 'script' } })).toBeUndefined();
  });
});
