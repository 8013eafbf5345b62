import type { FacultyRecord } from '@aec/contracts';

const departments: Array<[code: string, subject: string, size: number]> = [
  ['civil', 'Structural Engineering', 8],
  ['mechanical', 'Thermal Engineering', 7],
  ['electrical', 'Power Systems', 7],
  ['chemical', 'Process Engineering', 6],
  ['ete', 'Communication Engineering', 6],
  ['cse', 'Computer Science', 6],
  ['physics', 'Condensed Matter Physics', 4],
  ['chemistry', 'Organic Chemistry', 4],
  ['maths', 'Applied Mathematics', 5],
  ['humanities', 'English Literature', 4],
  ['mca', 'Computer Applications', 5],
  ['ipe', 'Industrial Engineering', 4],
  ['ins', 'Instrumentation', 4],
];

// Invented names, combined so that none is a real person's full name on purpose.
const given = ['Anjali', 'Bhaskar', 'Chandana', 'Dipankar', 'Eshita', 'Farhan', 'Gitanjali', 'Himangshu', 'Indrani', 'Jayanta', 'Kakoli', 'Lakhya', 'Mitali', 'Nilotpal', 'Oindrila', 'Pranjal', 'Queen', 'Rituparna', 'Sanjib', 'Tridib', 'Urmila', 'Vivek'];
const family = ['Baruah', 'Bora', 'Choudhury', 'Das', 'Deka', 'Gogoi', 'Hazarika', 'Kalita', 'Mahanta', 'Medhi', 'Nath', 'Phukan', 'Saikia', 'Sarma', 'Talukdar'];
const designations = ['Professor', 'Associate Professor', 'Assistant Professor', 'Assistant Professor', 'Assistant Professor (Contractual)', 'Assistant Professor (TEQIP-III)'];

/** GET /md/facultyNew.json: a sample static list, 4–8 people per department, all marked sample. */
export function sampleFacultyList(): FacultyRecord[] {
  const list: FacultyRecord[] = [];
  let n = 0;
  for (const [code, subject, size] of departments) {
    for (let i = 0; i < size; i++, n++) {
      const designation = i === 0 ? 'Professor and Head of Department' : designations[(i + n) % designations.length]!;
      const year = 1995 + ((n * 7) % 29);
      const contractual = designation.includes('Contractual') || designation.includes('TEQIP');
      list.push({
        sl_no: list.length + 1,
        name: `Dr. ${given[(n * 5) % given.length]} ${family[(n * 3 + i) % family.length]}`.replace(/^Dr\. (.*)$/, i % 3 === 2 ? '$1' : 'Dr. $1'),
        designation,
        qualification: i % 3 === 2 ? `M.Tech. (${subject})` : `Ph.D. (${subject})`,
        appointment_type: contractual ? 'Contractual' : 'Regular',
        appointment_date: `${String(1 + (n % 28)).padStart(2, '0')}-${String(1 + (n % 12)).padStart(2, '0')}-${year}`,
        year_of_service: String(2026 - year),
        remarks: 'Sample record (invented name) to be replaced by the college',
        dept_code: code,
      });
    }
  }
  return list;
}
