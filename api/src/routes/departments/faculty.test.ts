import { FacultyList, FacultyMemberList } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { departmentsDocuments } from '../../seed/documents/departments';

/** One sample faculty list: the department pages' teacher cards and /all-faculty's tables name the same people. */
describe('the faculty of the departments', () => {
  let ctx: TestContext;
  const get = (url: string) => ctx.app.inject({ url });
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers a department’s teacher cards, head first, cached for an hour', async () => {
    const res = await get('/api/departments/cse/faculty');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const teachers = FacultyMemberList.parse(res.json());
    expect(teachers.length).toBeGreaterThanOrEqual(4);
    expect(teachers.map((t) => t.is_hod)).toEqual(['1', ...teachers.slice(1).map(() => '0')]);
    expect(teachers.every((t) => t.dept_code === 'cse' && t.dept_id === 6 && t.emp_department === 'Computer Science and Engineering')).toBe(true);
  });

  it('names the same people, with the same posts, as the static list of /md/facultyNew.json, in every department', async () => {
    const records = FacultyList.parse((await get('/md/facultyNew.json')).json());
    const codes = [...new Set(records.map((r) => r.dept_code))];
    expect(codes).toHaveLength(13);
    for (const code of codes) {
      const teachers = FacultyMemberList.parse((await get(`/api/departments/${code}/faculty`)).json());
      expect(teachers.filter((t) => t.is_hod === '1')).toHaveLength(1);
      expect(teachers.map((t) => [t.emp_name, t.emp_designation])).toEqual(records.filter((r) => r.dept_code === code).map((r) => [r.name, r.designation]));
    }
  });

  it('gives every teacher a CV the API generates', async () => {
    const catalogue = new Set(departmentsDocuments.map((d) => d.path));
    const records = FacultyList.parse((await get('/md/facultyNew.json')).json());
    for (const code of new Set(records.map((r) => r.dept_code))) {
      for (const t of FacultyMemberList.parse((await get(`/api/departments/${code}/faculty`)).json())) expect(catalogue.has(t.emp_file)).toBe(true);
    }
  });

  it.each(['/api/departments/nosuch/faculty', '/api/departments/CSE!/faculty', `/api/departments/${'x'.repeat(300)}/faculty`])(
    'answers %s with a 404 and a JSON error',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.stringMatching(/not found/i) });
    },
  );
});
