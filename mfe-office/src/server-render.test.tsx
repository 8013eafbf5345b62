/** @jest-environment node */
// The office's routes rendered the way the API's server render does: in Node, with no DOM, reading
// the answers of a store (here canned), every lazy page waited for.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder });

import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ResourceStoreContext, ServerRenderContext, type ResourceStore, type ServerRenderRecord, type StoredAnswer } from '@aec/ui';
import { OfficeRoutes } from './features/office/office-routes';
import { UnionRoutes } from './features/union/union-routes';
import { GrievanceForm } from './grievance';

// Jest has no stub for images (webpack turns these into URLs): the gallery's drawings get plain paths.
jest.mock('./assets/gallery/admin-building.svg', () => ({ __esModule: true, default: '/admin-building.svg' }));
jest.mock('./assets/gallery/bihu-festival.svg', () => ({ __esModule: true, default: '/bihu-festival.svg' }));
jest.mock('./assets/gallery/campus-lake.svg', () => ({ __esModule: true, default: '/campus-lake.svg' }));
jest.mock('./assets/gallery/convocation.svg', () => ({ __esModule: true, default: '/convocation.svg' }));
jest.mock('./assets/gallery/library.svg', () => ({ __esModule: true, default: '/library.svg' }));
jest.mock('./assets/gallery/sports-day.svg', () => ({ __esModule: true, default: '/sports-day.svg' }));

const stats = {
  months: [
    { month: '2026-09', received: 4, disposed: 3, pending: 1 },
    { month: '2026-10', received: 7, disposed: 2, pending: 5 },
  ],
  overdue: 2,
  overdueDays: 30,
};

/** A store that already knows every answer (as the server's does once it has read them). */
function cannedStore(answers: Record<string, StoredAnswer>): ResourceStore & { asked: string[] } {
  const asked: string[] = [];
  return {
    suspends: false,
    asked,
    peek: (key) => {
      asked.push(key);
      return answers[key];
    },
    load: () => Promise.reject(new Error('the server render must not load: every answer is known')),
    forget: () => undefined,
  };
}

function record(): ServerRenderRecord {
  return { status: 200, notFound: false, head: {}, sanitizeHtml: (html) => html, remoteModules: [] };
}

async function renderInNode(url: string, element: ReactNode, store = cannedStore({})) {
  const render = record();
  const { prelude } = await prerenderToNodeStream(
    <ServerRenderContext.Provider value={render}>
      <ResourceStoreContext.Provider value={store}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </ResourceStoreContext.Provider>
    </ServerRenderContext.Provider>,
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return { html, render, store };
}

const officeApp = (
  <Routes>
    <Route path="/office/*" element={<OfficeRoutes />} />
    <Route path="/aecsu/*" element={<UnionRoutes />} />
  </Routes>
);

describe('server render of the office (Node, no DOM)', () => {
  it('has no DOM here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the grievance statistics table from the store, with its head', async () => {
    const store = cannedStore({ '/api/grievance-stats': { ok: true, body: stats } });
    const { html, render } = await renderInNode('/office/grievance-statistics', officeApp, store);
    expect(store.asked).toContain('/api/grievance-stats');
    expect(html).toContain('Grievances by month, newest first');
    expect(html).toContain('October 2026');
    const text = html.replace(/<!-- -->/g, '');
    expect(text).toContain('within 30 days of its details being submitted');
    expect(text).toContain('<td>7</td><td>2</td><td>5</td>');
    expect(html).not.toContain('Loading the statistics');
    expect(render.status).toBe(200);
    expect(render.head.title).toBe('Grievance Statistics');
    expect(render.head.description).toMatch(/month by month/);
    expect(render.head.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Office of the Principal', path: '/office' },
      { name: 'Grievance Statistics', path: '/office/grievance-statistics' },
    ]);
  });

  it('renders the grievance form with its labels, hints and fields (nothing from storage)', async () => {
    const { html, render } = await renderInNode('/office/complain', officeApp);
    expect(html).toContain('Step 1 of 2: Register');
    for (const name of ['grievance-general-office-name', 'grievance-general-office-email', 'grievance-general-office-address']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('Your registration ID is sent to this address.');
    expect(html).toMatch(/<label for="grievance-general-office-email">Email/);
    expect(render.head.description).toMatch(/Register with your name and email/);
  });

  it('renders the status lookup form without looking anything up', async () => {
    const store = cannedStore({});
    const { html } = await renderInNode('/office/status?id=AEC-7KQ2-M9XD', officeApp, store);
    expect(html).toContain('Registration number');
    expect(html).toContain('value="AEC-7KQ2-M9XD"');
    expect(store.asked).toEqual([]);
  });

  it('renders the exposed GrievanceForm on its own (as mfe-projects mounts it)', async () => {
    const { html } = await renderInNode('/teqip/grievance', <GrievanceForm type="PROCUREMENT" />);
    expect(html).toContain('name="grievance-procurement-name"');
  });

  it('describes a union page and gives its breadcrumbs', async () => {
    const { html, render } = await renderInNode('/aecsu/present', officeApp);
    expect(html).toContain('Present Team');
    expect(render.head.description).toMatch(/office bearers/);
    expect(render.head.breadcrumbs?.map((c) => c.name)).toEqual(['Home', "Students' Union", 'Present Team']);
  });

  it('answers an unknown office page with 404', async () => {
    const { render } = await renderInNode('/office/no-such-page', officeApp);
    expect(render.notFound).toBe(true);
    expect(render.status).toBe(404);
  });
});
