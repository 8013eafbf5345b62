// The design system's PDF viewer loads pdf.js as an ES module, which Jest's CommonJS runtime cannot;
// these tests only check which component each path gets, so the design system is stubbed.
jest.mock('@aec/ui', () => {
  const Stub = () => null;
  return { __esModule: true, PageHeader: Stub, LoadingState: Stub, ErrorState: Stub, PdfViewer: Stub, usePageTitle: () => undefined };
});
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

import { featureModules } from './routes';
import { shellPages } from './data/site-pages';

describe('the shell route table', () => {
  it.each(shellPages.map((page) => [page.path, page] as const))('%s has a page component in its feature module', async (_path, page) => {
    const { pages } = await featureModules[page.feature]();
    expect(typeof pages[page.path]).toBe('function');
  });

  it('has no path twice', () => {
    expect(new Set(shellPages.map((p) => p.path)).size).toBe(shellPages.length);
  });
});
