import type { FacultyRecord } from '@aec/contracts';
import { groupFaculty } from './faculty-filter';

const record = (sl_no: number, name: string, dept_code: string): FacultyRecord => ({
  sl_no,
  name,
  dept_code,
  designation: 'Assistant Professor',
  qualification: 'M.Tech.',
  appointment_type: 'Regular',
  appointment_date: '01-08-2015',
  year_of_service: '11',
  remarks: '',
});

const list = [record(2, 'Rina Das', 'civil'), record(1, 'Amit Baruah', 'civil'), record(1, 'Dipa Das', 'maths'), record(1, 'Guest Lecturer', 'geology')];

describe('groupFaculty', () => {
  it('groups per department in the order of the departments page, sorted by serial number', () => {
    const groups = groupFaculty(list, '', '');
    expect(groups.map((g) => [g.name, g.records.map((r) => r.name)])).toEqual([
      ['Civil Engineering', ['Amit Baruah', 'Rina Das']],
      ['Mathematics', ['Dipa Das']],
      ['GEOLOGY', ['Guest Lecturer']],
    ]);
  });

  it('filters by department and by part of a name, ignoring case and extra spaces', () => {
    expect(
      groupFaculty(list, 'civil', '')
        .flatMap((g) => g.records)
        .map((r) => r.name),
    ).toEqual(['Amit Baruah', 'Rina Das']);
    expect(
      groupFaculty(list, '', '  DAS ')
        .flatMap((g) => g.records)
        .map((r) => r.name),
    ).toEqual(['Rina Das', 'Dipa Das']);
    expect(groupFaculty(list, 'maths', 'rina')).toEqual([]);
  });
});
