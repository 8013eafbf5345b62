// Records as the API gives them, for this remote's tests.
import type { DepartmentNotification, FacultyMember, FacultyRecord } from '@aec/contracts';

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

/** A teacher card of a department's pages (the head when hod). */
export const teacherMember = (emp_id: string, emp_name: string, dept_code: string, dept_id: number, hod = false): FacultyMember => ({
  emp_id,
  dept_id,
  dept_code,
  emp_name,
  emp_department: dept_code,
  emp_designation: hod ? 'Professor and Head' : 'Assistant Professor',
  emp_qualification: 'Ph.D.',
  emp_specialization: 'Signal processing',
  emp_contact: '+91 90000 00001',
  emp_email: 'anima.das@aec.ac.in',
  emp_linkedin: '',
  emp_facebook: '',
  emp_address: 'Assam Engineering College, Jalukbari, Guwahati 781013',
  emp_dp: '',
  emp_file: `/files/docs/departments/cv/${emp_id.toLowerCase()}.pdf`,
  is_hod: hod ? '1' : '0',
  time_stamp: '2026-07-01 10:00:00',
});

/** A department notice with markup in its message and one attachment. */
export const hackathonNotice: DepartmentNotification = {
  data: {
    id: 7,
    title: 'Hackathon team registration',
    message: '<p>Register your team <strong>by Friday</strong>.</p>',
    created_at: '2026-11-02T10:00:00+05:30',
    created_by: 'Head of the Department',
  },
  file: [],
  files: [{ url: '/files/7.pdf', name: 'hackathon.pdf', type: 'application/pdf', size: 1000 }],
};
