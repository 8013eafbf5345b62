/** @jest-environment node */
// describeServerRender on a sample remote written for this test: its tests are generated and pass
// for a remote that is right (a landing page whole, unknown addresses the site-wide 404).
import { Route, Routes } from 'react-router';
import { PageHeader } from '../layout/page-header';
import { usePageHead } from '../page-title';
import { NotFoundRedirect } from '../render/not-found-redirect';
import { cannedStore } from './server-render-kit';
import { describeServerRender } from './describe-server-render';

function Landing() {
  usePageHead({ breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Sample landing' }] });
  return <PageHeader title="Sample landing" lead="A landing page of a sample remote, written for this test, with a lead long enough to describe it." />;
}

const element = (
  <Routes>
    <Route path="/landing" element={<Landing />} />
    <Route path="*" element={<NotFoundRedirect />} />
  </Routes>
);

const render = describeServerRender({
  app: 'a sample remote',
  element,
  notFound: ['/nowhere', '/landing/nothing'],
  pages: [{ url: '/landing', title: 'Sample landing' }],
});

describe('describeServerRender', () => {
  it('returns the render the remote’s own tests use, reading the store it is given', () => {
    const store = cannedStore();
    const { text, record } = render('/landing', { store });
    expect(text).toContain('<h1 class="page-header__title">Sample landing</h1>');
    expect(record.head.title).toBe('Sample landing');
    expect(record.head.breadcrumbs).toEqual([{ name: 'Home', path: '/' }, { name: 'Sample landing' }]);
  });

  it('an unknown address records HTTP 404 and says nothing of itself in the head', () => {
    const { html, record } = render('/nowhere');
    expect(record).toMatchObject({ status: 404, notFound: true, head: {} });
    expect(html).toBe('');
  });
});
