// Records as the API gives them, for this remote's tests.
import type { DepartmentNotification, FacultyRecord } from '@aec/contracts';

/** A teacher of the all-faculty list. */
export const teacherRecord = (sl_no: number, name: string, dept_code: string): FacultyRecord => ({
  sl_no,
  name,
  designation: 'Assistant Professor',
  qualification: 'M.Tech.',
  appointment_type: 'Regular',
  appointment_date: '01-08-2015',
  year_of_service: '10',
  remarks: '',
  dept_code,
});

/** A department notice with markup in its message and one attachment. */
export const hackathonNotice: DepartmentNotification = {
  data: { id: 7, title: 'Hackathon team registration', message: '<p>Register your team <strong>by Friday</strong>.</p>', created_at: '2026-11-02T10:00:00+05:30', created_by: 'Head of the Department' },
  file: [],
  files: [{ url: '/files/7.pdf', name: 'hackathon.pdf', type: 'application/pdf', size: 1000 }],
};
