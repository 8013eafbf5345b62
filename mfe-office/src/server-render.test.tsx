/** @jest-environment node */
// The office's routes rendered the way the API's server render does: in Node, with no DOM, reading
// the answers of a store (here canned), every lazy page waited for.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { cannedStore, describeServerRender } from '@aec/ui/testing';
import { OfficeRoutes } from './features/office/office-routes';
import { UnionRoutes } from './features/union/union-routes';
import { GrievanceForm } from './grievance';
import { sampleStats as stats } from './features/grievance-statistics/test-support';

const officeApp = (
  <Routes>
    <Route path="/office/*" element={<OfficeRoutes />} />
    <Route path="/aecsu/*" element={<UnionRoutes />} />
  </Routes>
);

const render = describeServerRender({
  app: 'the office',
  element: officeApp,
  waitForLazy: true,
  notFound: ['/office/no-such-page'],
});

const renderInNode = (url: string, element: ReactNode, store = cannedStore()) => render(url, { element, store });

describe('server render of the office: its pages', () => {
  it('renders the grievance statistics table from the store, with its head', async () => {
    const store = cannedStore({ '/api/grievance-stats': { ok: true, body: stats } });
    const { html, text, record } = await renderInNode('/office/grievance-statistics', officeApp, store);
    expect(store.asked).toContain('/api/grievance-stats');
    expect(html).toContain('Grievances by month, newest first');
    expect(html).toContain('October 2026');
    expect(text).toContain('within 30 days of its details being submitted');
    expect(text).toContain('<td>7</td><td>2</td><td>5</td>');
    expect(html).not.toContain('Loading the statistics');
    expect(record.status).toBe(200);
    expect(record.head.title).toBe('Grievance Statistics');
    expect(record.head.description).toMatch(/month by month/);
    expect(record.head.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Office of the Principal', path: '/office' },
      { name: 'Grievance Statistics', path: '/office/grievance-statistics' },
    ]);
  });

  it('renders the grievance form with its labels, hints and fields (nothing from storage)', async () => {
    const { html, record } = await renderInNode('/office/complain', officeApp);
    expect(html).toContain('Step 1 of 2: Register');
    // Posted to the page before the script arrives: named as the server's form action reads them.
    expect(html).toMatch(/<form [^>]*action="\/office\/complain" method="post"/);
    expect(html).toContain('<input type="hidden" name="aec-form" value="grievance-register"/>');
    for (const name of ['name', 'email', 'address']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('Your registration ID is sent to this address.');
    expect(html).toMatch(/<label for="grievance-general-office-email">Email/);
    expect(record.head.description).toMatch(/Register with your name and email/);
  });

  it('renders the status lookup form without looking anything up', async () => {
    const store = cannedStore({});
    const { html } = await renderInNode('/office/status?id=AEC-7KQ2-M9XD', officeApp, store);
    expect(html).toContain('Registration number');
    expect(html).toContain('value="AEC-7KQ2-M9XD"');
    // Only the answer to a posted form is looked for (none here): no API call.
    expect(store.asked).toEqual(['form:grievance-status']);
  });

  it('renders the exposed GrievanceForm on its own (as mfe-projects mounts it)', async () => {
    const { html } = await renderInNode('/teqip/grievance', <GrievanceForm type="PROCUREMENT" />);
    expect(html).toMatch(/id="grievance-procurement-name"[^>]*name="name"/);
  });

  it('describes a union page and gives its breadcrumbs', async () => {
    const { html, record } = await renderInNode('/aecsu/present', officeApp);
    expect(html).toContain('Present Team');
    expect(record.head.description).toMatch(/office bearers/);
    expect(record.head.breadcrumbs?.map((c) => c.name)).toEqual(['Home', "Students' Union", 'Present Team']);
  });
});
