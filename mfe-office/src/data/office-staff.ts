export interface StaffMember {
  id: number;
  /** Catalogue keys: */
  name: string;
  designation: string;
  section: string;
  /** Shown as they are. */
  phone: string;
  email: string;
}

const d = (id: string) => `staff.designations.${id}`;
const s = (id: string) => `staff.sections.${id}`;
const member = (id: number, designation: string, section: string, phone: string, email: string): StaffMember => ({
  id,
  name: `staff.people.${id}`,
  designation: d(designation),
  section: s(section),
  phone,
  email,
});

/** The office staff directory (SPEC §3 Staff). Sample names and numbers, to be replaced by the college. */
export const officeStaff: StaffMember[] = [
  member(1, 'principal', 'principalsOffice', '+91 361 257 0100', 'principal.office@aec.ac.in'),
  member(2, 'paToPrincipal', 'principalsOffice', '+91 361 257 0102', 'pa.principal@aec.ac.in'),
  member(3, 'professorPio', 'rtiCell', '+91 361 257 0112', 'pio@aec.ac.in'),
  member(4, 'superintendent', 'establishment', '+91 361 257 0113', 'establishment@aec.ac.in'),
  member(5, 'accountsOfficer', 'accounts', '+91 361 257 0120', 'accounts@aec.ac.in'),
  member(6, 'seniorAssistant', 'accounts', '+91 361 257 0121', 'accounts@aec.ac.in'),
  member(7, 'superintendent', 'academic', '+91 361 257 0130', 'academic@aec.ac.in'),
  member(8, 'seniorAssistant', 'examinations', '+91 361 257 0131', 'exam.cell@aec.ac.in'),
  member(9, 'juniorAssistant', 'admissions', '+91 361 257 0132', 'admission@aec.ac.in'),
  member(10, 'juniorAssistant', 'scholarships', '+91 361 257 0133', 'scholarship@aec.ac.in'),
  member(11, 'storeKeeper', 'store', '+91 361 257 0140', 'store@aec.ac.in'),
  member(12, 'headAssistant', 'hostelEstate', '+91 361 257 0150', 'estate@aec.ac.in'),
  member(13, 'computerOperator', 'dispatch', '+91 361 257 0160', 'dispatch@aec.ac.in'),
  member(14, 'udAssistant', 'grievanceCell', '+91 361 257 0165', 'grievance@aec.ac.in'),
];
