export interface StaffMember {
  id: number;
  /** As the records write it, in every language (docs/glossary.md). */
  name: string;
  /** Catalogue keys: */
  designation: string;
  section: string;
  /** Shown as they are. */
  phone: string;
  email: string;
}

const d = (id: string) => `staff.designations.${id}`;
const s = (id: string) => `staff.sections.${id}`;
const member = (id: number, name: string, designation: string, section: string, phone: string, email: string): StaffMember => ({
  id,
  name,
  designation: d(designation),
  section: s(section),
  phone,
  email,
});

/** The office staff directory (docs/product/office-and-grievances.md Staff). Sample names and numbers, to be replaced by the college. */
export const officeStaff: StaffMember[] = [
  member(1, 'Dr. Anupam Saikia (sample)', 'principal', 'principalsOffice', '+91 361 257 0100', 'principal.office@aec.ac.in'),
  member(2, 'Shri Pabitra Kumar Nath (sample)', 'paToPrincipal', 'principalsOffice', '+91 361 257 0102', 'pa.principal@aec.ac.in'),
  member(3, 'Dr. Rupjyoti Kalita (sample)', 'professorPio', 'rtiCell', '+91 361 257 0112', 'pio@aec.ac.in'),
  member(4, 'Smt. Nilakshi Deka (sample)', 'superintendent', 'establishment', '+91 361 257 0113', 'establishment@aec.ac.in'),
  member(5, 'Shri Hiranya Bora (sample)', 'accountsOfficer', 'accounts', '+91 361 257 0120', 'accounts@aec.ac.in'),
  member(6, 'Smt. Rashmi Rekha Choudhury (sample)', 'seniorAssistant', 'accounts', '+91 361 257 0121', 'accounts@aec.ac.in'),
  member(7, 'Shri Dhruba Jyoti Talukdar (sample)', 'superintendent', 'academic', '+91 361 257 0130', 'academic@aec.ac.in'),
  member(8, 'Smt. Purabi Das (sample)', 'seniorAssistant', 'examinations', '+91 361 257 0131', 'exam.cell@aec.ac.in'),
  member(9, 'Shri Manoj Kumar Baishya (sample)', 'juniorAssistant', 'admissions', '+91 361 257 0132', 'admission@aec.ac.in'),
  member(10, 'Shri Bikash Hazarika (sample)', 'juniorAssistant', 'scholarships', '+91 361 257 0133', 'scholarship@aec.ac.in'),
  member(11, 'Smt. Juri Gogoi (sample)', 'storeKeeper', 'store', '+91 361 257 0140', 'store@aec.ac.in'),
  member(12, 'Shri Arup Jyoti Sarma (sample)', 'headAssistant', 'hostelEstate', '+91 361 257 0150', 'estate@aec.ac.in'),
  member(13, 'Shri Nayan Moni Kalita (sample)', 'computerOperator', 'dispatch', '+91 361 257 0160', 'dispatch@aec.ac.in'),
  member(14, 'Smt. Anjali Medhi (sample)', 'udAssistant', 'grievanceCell', '+91 361 257 0165', 'grievance@aec.ac.in'),
];
