/** @jest-environment jsdom */
// The browser takes over the server's HTML: same markup on both sides, and no second fetch.
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  BrowserResourceStore,
  requestKey,
  ResourceStoreContext,
  ServerRenderContext,
  type EmbeddedAnswers,
  type ResourceStore,
  type ServerRenderRecord,
} from '@aec/ui';
import type { DepartmentNotification, FacultyRecord } from '@aec/contracts';
import { departmentNotificationsRequest } from './features/department-site/api/use-department-notifications';
import { DepartmentRoutes } from './features/department-site/department-routes';
import { FACULTY_LIST_URL } from './features/faculty/api/use-faculty-list';
import { AllFacultyPage } from './features/faculty/components/all-faculty-page';
import { findDepartment } from './data/departments';

// act() without Testing Library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cse = findDepartment('cse')!;

const notice: DepartmentNotification = {
  data: { id: 7, title: 'Hackathon team registration', message: '<p>Register your team <strong>by Friday</strong>.</p>', created_at: '2026-11-02T10:00:00+05:30', created_by: 'Head of the Department' },
  file: [],
  files: [{ url: '/files/7.pdf', name: 'hackathon.pdf', type: 'application/pdf', size: 1000 }],
};

const teacher: FacultyRecord = {
  sl_no: 1,
  name: 'Anima Das',
  designation: 'Assistant Professor',
  qualification: 'M.Tech.',
  appointment_type: 'Regular',
  appointment_date: '01-08-2015',
  year_of_service: '10',
  remarks: '',
  dept_code: 'cse',
};

const answers: EmbeddedAnswers = {
  [requestKey(departmentNotificationsRequest(cse.dept_id))]: { ok: true, body: [notice] },
  [FACULTY_LIST_URL]: { ok: true, body: [teacher] },
};

const app = (url: string) => (
  <MemoryRouter initialEntries={[url]}>
    <Routes>
      <Route path="/department/*" element={<DepartmentRoutes />} />
      <Route path="/all-faculty" element={<AllFacultyPage />} />
    </Routes>
  </MemoryRouter>
);

function serverHtml(url: string): string {
  const store: ResourceStore = { suspends: false, peek: (key) => answers[key], load: () => Promise.reject(new Error('known')), forget: () => undefined };
  const render = { status: 200, notFound: false, head: {}, sanitizeHtml: (html: string) => html, remoteModules: [] } as ServerRenderRecord;
  return renderToString(
    <ServerRenderContext.Provider value={render}>
      <ResourceStoreContext.Provider value={store}>{app(url)}</ResourceStoreContext.Provider>
    </ServerRenderContext.Provider>,
  );
}

async function hydrate(html: string, element: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  return { container, errors };
}

describe('hydration of server-rendered department pages', () => {
  let fetch: jest.Mock;
  beforeEach(() => {
    fetch = jest.fn(() => new Promise(() => undefined));
    global.fetch = fetch as unknown as typeof global.fetch;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(['/department/cse/notice', '/department/cse/home', '/department/civil/sar', '/department/civil/tlist', '/department/ete/events', '/department/cse/course', '/all-faculty'])(
    '%s hydrates without a mismatch and without fetching',
    async (url) => {
      const html = serverHtml(url);
      const store = new BrowserResourceStore();
      store.seed(answers);
      const { container, errors } = await hydrate(html, <ResourceStoreContext.Provider value={store}>{app(url)}</ResourceStoreContext.Provider>);
      expect(errors).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
      expect(container.textContent).not.toContain('Loading the');
    },
  );
});
