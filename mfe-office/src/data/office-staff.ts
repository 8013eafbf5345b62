export interface StaffMember {
  id: number;
  name: string;
  designation: string;
  section: string;
  phone: string;
  email: string;
}

/** The office staff directory (SPEC §3 Staff). Sample names and numbers, to be replaced by the college. */
export const officeStaff: StaffMember[] = [
  { id: 1, name: 'Dr. Anupam Saikia (sample)', designation: 'Principal', section: 'Principal’s Office', phone: '+91 361 257 0100', email: 'principal.office@aec.ac.in' },
  { id: 2, name: 'Shri Pabitra Kumar Nath (sample)', designation: 'Personal Assistant to the Principal', section: 'Principal’s Office', phone: '+91 361 257 0102', email: 'pa.principal@aec.ac.in' },
  { id: 3, name: 'Dr. Rupjyoti Kalita (sample)', designation: 'Professor and Public Information Officer', section: 'RTI Cell', phone: '+91 361 257 0112', email: 'pio@aec.ac.in' },
  { id: 4, name: 'Smt. Nilakshi Deka (sample)', designation: 'Superintendent', section: 'Establishment', phone: '+91 361 257 0113', email: 'establishment@aec.ac.in' },
  { id: 5, name: 'Shri Hiranya Bora (sample)', designation: 'Accounts Officer', section: 'Accounts', phone: '+91 361 257 0120', email: 'accounts@aec.ac.in' },
  { id: 6, name: 'Smt. Rashmi Rekha Choudhury (sample)', designation: 'Senior Assistant', section: 'Accounts', phone: '+91 361 257 0121', email: 'accounts@aec.ac.in' },
  { id: 7, name: 'Shri Dhruba Jyoti Talukdar (sample)', designation: 'Superintendent', section: 'Academic', phone: '+91 361 257 0130', email: 'academic@aec.ac.in' },
  { id: 8, name: 'Smt. Purabi Das (sample)', designation: 'Senior Assistant', section: 'Academic (Examinations)', phone: '+91 361 257 0131', email: 'exam.cell@aec.ac.in' },
  { id: 9, name: 'Shri Manoj Kumar Baishya (sample)', designation: 'Junior Assistant', section: 'Admissions', phone: '+91 361 257 0132', email: 'admission@aec.ac.in' },
  { id: 10, name: 'Shri Bikash Hazarika (sample)', designation: 'Junior Assistant', section: 'Scholarships', phone: '+91 361 257 0133', email: 'scholarship@aec.ac.in' },
  { id: 11, name: 'Smt. Juri Gogoi (sample)', designation: 'Store Keeper', section: 'Store and Purchase', phone: '+91 361 257 0140', email: 'store@aec.ac.in' },
  { id: 12, name: 'Shri Arup Jyoti Sarma (sample)', designation: 'Head Assistant', section: 'Hostel and Estate', phone: '+91 361 257 0150', email: 'estate@aec.ac.in' },
  { id: 13, name: 'Shri Nayan Moni Kalita (sample)', designation: 'Computer Operator', section: 'Receipt and Dispatch', phone: '+91 361 257 0160', email: 'dispatch@aec.ac.in' },
  { id: 14, name: 'Smt. Anjali Medhi (sample)', designation: 'Upper Division Assistant', section: 'Grievance Cell', phone: '+91 361 257 0165', email: 'grievance@aec.ac.in' },
];
