/** @jest-environment jsdom */
// The browser takes over the server's HTML: same markup on both sides, and no second fetch.
import { Route, Routes } from 'react-router';
import { requestKey, type EmbeddedAnswers } from '@aec/ui';
import { hydrateServerHtml, unmountHydrated } from '@aec/ui/testing';
import { departmentFacultyUrl } from './features/department-site/api/use-department-faculty';
import { departmentNotificationsRequest } from './features/department-site/api/use-department-notifications';
import { DepartmentRoutes } from './features/department-site/department-routes';
import { FACULTY_LIST_URL } from './features/faculty/api/use-faculty-list';
import { AllFacultyPage } from './features/faculty/components/all-faculty-page';
import { findDepartment } from './data/departments';
import { hackathonNotice, teacherMember, teacherRecord } from './testing/fixtures';

const cse = findDepartment('cse')!;

const answers: EmbeddedAnswers = {
  [requestKey(departmentNotificationsRequest(cse.dept_id))]: { ok: true, body: [hackathonNotice] },
  [FACULTY_LIST_URL]: { ok: true, body: [teacherRecord(1, 'Anima Das', 'cse')] },
  // The teacher cards and the head's message come from the API too: embedded, like every answer.
  [departmentFacultyUrl('cse')]: { ok: true, body: [teacherMember('S01', 'Anima Das', 'cse', 6, true)] },
  [departmentFacultyUrl('civil')]: {
    ok: true,
    body: [teacherMember('C01', 'Bhaskar Kalita', 'civil', 1, true), teacherMember('C02', 'Chandan Bora', 'civil', 1)],
  },
};

const app = (
  <Routes>
    <Route path="/department/*" element={<DepartmentRoutes />} />
    <Route path="/all-faculty" element={<AllFacultyPage />} />
  </Routes>
);

describe('hydration of server-rendered department pages', () => {
  afterEach(unmountHydrated);

  it.each([
    '/department/cse/notice',
    '/department/cse/home',
    '/department/civil/sar',
    '/department/civil/tlist',
    '/department/ete/events',
    '/department/cse/course',
    '/all-faculty',
  ])('%s hydrates without a mismatch and without fetching', async (url) => {
    const { container, problems, fetched } = await hydrateServerHtml(url, app, answers);
    expect(problems).toEqual([]);
    expect(fetched).toEqual([]);
    expect(container.textContent).not.toContain('Loading the');
  });

  it.each([
    ['/department/cse/home', ['Anima Das']],
    ['/department/civil/tlist', ['Bhaskar Kalita', 'Chandan Bora']],
  ])('%s shows the teachers the server embedded', async (url, names) => {
    const { container, fetched } = await hydrateServerHtml(url, app, answers);
    for (const name of names) expect(container.textContent).toContain(name);
    expect(fetched).toEqual([]);
  });
});
