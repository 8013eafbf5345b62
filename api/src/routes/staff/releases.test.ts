import { ReleaseListResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from './staff-test-kit';

describe('the releases screen’s API (/api/staff/releases, admin)', () => {
  let ctx: TestContext;
  let admin: StaffSession;
  let publisher: StaffSession;
  const kit = staffTestKit(() => ctx.app);
  const { call } = kit;

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    ({ admin, publisher } = await kit.signInStaff());
  });
  afterAll(() => ctx.close());

  it('is for administrators only', async () => {
    expect((await call(undefined, 'GET', '/api/staff/releases')).statusCode).toBe(401);
    expect((await call(publisher, 'GET', '/api/staff/releases')).statusCode).toBe(403);
    expect((await call(publisher, 'POST', '/api/staff/releases/mfe-campus/switch', { version: '20260301T101500Z-0123456789' })).statusCode).toBe(403);
  });

  it('lists every app, none released yet, and how many releases are kept', async () => {
    const list = ReleaseListResponse.parse((await call(admin, 'GET', '/api/staff/releases')).json());
    expect(list.keep).toBe(10);
    expect(list.apps.map((app) => [app.app, app.current, app.releases.length])).toEqual([
      ['shell', null, 0],
      ['mfe-departments', null, 0],
      ['mfe-notifications', null, 0],
      ['mfe-office', null, 0],
      ['mfe-projects', null, 0],
      ['mfe-campus', null, 0],
    ]);
  });

  it.each([
    [
      'an unknown app',
      '/api/staff/releases/mfe-library/switch',
      { version: '20260301T101500Z-0123456789' },
      400,
      /the app must be one of shell, mfe-departments/,
    ],
    ['a malformed version', '/api/staff/releases/mfe-campus/switch', { version: '../../etc' }, 400, /the version must look like 20260301T101500Z-0123456789/],
    ['no version', '/api/staff/releases/mfe-campus/switch', {}, 400, /version/],
    [
      'a version never released',
      '/api/staff/releases/mfe-campus/switch',
      { version: '20260301T101500Z-0123456789' },
      404,
      /^mfe-campus has no release 20260301T101500Z-0123456789\./,
    ],
  ])('answers %s with a 4xx sentence', async (_what, url, body, status, message) => {
    const res = await call(admin, 'POST', url, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(message);
  });

  it('needs the CSRF token to switch', async () => {
    expect((await call(admin, 'POST', '/api/staff/releases/mfe-campus/switch', { version: '20260301T101500Z-0123456789' }, false)).statusCode).toBe(403);
  });
});
