import { DEPARTMENTS, departmentFacts, type FacultyMember, type FacultyRecord } from '@aec/contracts';

/**
 * The one sample faculty list of the site. The department pages' teacher cards
 * (GET /api/departments/{code}/faculty) and /all-faculty's tables (GET /md/facultyNew.json) are both
 * made from it, and each teacher's CV is generated from it (documents/departments.ts).
 */

type Row = [emp_id: string, name: string, designation: string, qualification: string, specialization: string, hod?: 'HOD'];

/** Teachers per department, head first. Every name, number and address is a sample (invented names), to be replaced by the college. */
const TEACHERS: Record<string, Row[]> = {
  civil: [
    ['C01', 'Dr. Anupam Baruah', 'Professor and Head', 'Ph.D. (IIT Guwahati)', 'Geotechnical engineering, slope stability', 'HOD'],
    ['C02', 'Dr. Rupjyoti Kalita', 'Professor', 'Ph.D., M.E. (Structures)', 'Earthquake-resistant design'],
    ['C03', 'Dr. Nandita Deka', 'Associate Professor', 'Ph.D.', 'Water resources and flood modelling'],
    ['C04', 'Bikramjit Saikia', 'Assistant Professor', 'M.Tech. (Transportation)', 'Pavement engineering'],
    ['C05', 'Priyanka Talukdar', 'Assistant Professor (TEQIP-III)', 'M.E. (Environmental)', 'Solid waste management'],
  ],
  mechanical: [
    ['M01', 'Dr. Hemanta Gogoi', 'Professor and Head', 'Ph.D. (Jadavpur University)', 'Thermal engineering, heat transfer', 'HOD'],
    ['M02', 'Dr. Pranjal Hazarika', 'Associate Professor', 'Ph.D.', 'Machine design, vibrations'],
    ['M03', 'Mousumi Bora', 'Assistant Professor', 'M.Tech. (Manufacturing)', 'Additive manufacturing'],
    ['M04', 'Jitumoni Nath', 'Assistant Professor (Contractual)', 'M.E. (Thermal)', 'Internal combustion engines'],
  ],
  electrical: [
    ['E01', 'Dr. Kamal Chandra Sarma', 'Professor and Head', 'Ph.D. (IIT Kharagpur)', 'Power system stability', 'HOD'],
    ['E02', 'Dr. Rituparna Choudhury', 'Professor', 'Ph.D.', 'Power electronics and drives'],
    ['E03', 'Dr. Manash Pratim Medhi', 'Associate Professor', 'Ph.D.', 'Renewable energy integration'],
    ['E04', 'Sangeeta Phukan', 'Assistant Professor', 'M.Tech. (Control Systems)', 'Control systems'],
    ['E05', 'Diganta Bhuyan', 'Assistant Professor (TEQIP-III)', 'M.E. (Power Systems)', 'Smart grids'],
  ],
  chemical: [
    ['H01', 'Dr. Jayanta Dutta', 'Professor and Head', 'Ph.D. (IIT Bombay)', 'Reaction engineering, catalysis', 'HOD'],
    ['H02', 'Dr. Bornali Goswami', 'Associate Professor', 'Ph.D.', 'Petroleum refining'],
    ['H03', 'Rahul Konwar', 'Assistant Professor', 'M.Tech. (Chemical)', 'Process control'],
    ['H04', 'Tridisha Rajkhowa', 'Assistant Professor (Contractual)', 'M.Tech.', 'Membrane separation'],
  ],
  ete: [
    ['T01', 'Dr. Subhash Chandra Das', 'Professor and Head', 'Ph.D. (Gauhati University)', 'Signal processing', 'HOD'],
    ['T02', 'Dr. Mridusmita Mahanta', 'Associate Professor', 'Ph.D.', 'Wireless communication'],
    ['T03', 'Ankur Barman', 'Assistant Professor', 'M.Tech. (VLSI)', 'VLSI design'],
    ['T04', 'Karishma Borthakur', 'Assistant Professor (TEQIP-III)', 'M.Tech. (Embedded Systems)', 'Embedded systems'],
  ],
  cse: [
    ['S01', 'Dr. Nilotpal Pathak', 'Associate Professor and Head', 'Ph.D. (Tezpur University)', 'Natural language processing for Assamese', 'HOD'],
    ['S02', 'Dr. Trishna Kalita', 'Assistant Professor', 'Ph.D.', 'Machine learning'],
    ['S03', 'Abhijit Deka', 'Assistant Professor', 'M.Tech. (CSE)', 'Computer networks'],
    ['S04', 'Rimjhim Saikia', 'Assistant Professor (Contractual)', 'M.Tech. (CSE)', 'Databases'],
  ],
  ipe: [
    ['P01', 'Dr. Biswajit Baruah', 'Associate Professor and Head', 'Ph.D.', 'Operations research', 'HOD'],
    ['P02', 'Ananya Sarma', 'Assistant Professor', 'M.Tech. (Production)', 'Quality engineering'],
    ['P03', 'Rajdeep Gogoi', 'Assistant Professor (Contractual)', 'M.E. (Industrial)', 'Ergonomics'],
    ['P04', 'Dr. Kabita Saikia', 'Assistant Professor', 'Ph.D.', 'Supply chain management'],
  ],
  ins: [
    ['I01', 'Dr. Pallavi Hazarika', 'Associate Professor and Head', 'Ph.D.', 'Biomedical instrumentation', 'HOD'],
    ['I02', 'Dhruba Jyoti Nath', 'Assistant Professor', 'M.Tech. (Instrumentation)', 'Process control'],
    ['I03', 'Moitrayee Das', 'Assistant Professor (TEQIP-III)', 'M.Tech.', 'Sensors and transducers'],
    ['I04', 'Nayanjyoti Bora', 'Assistant Professor', 'M.Tech. (Control and Instrumentation)', 'Industrial automation'],
  ],
  physics: [
    ['Y01', 'Dr. Arup Kumar Choudhury', 'Professor and Head', 'Ph.D. (Gauhati University)', 'Condensed matter physics', 'HOD'],
    ['Y02', 'Dr. Juri Bora', 'Associate Professor', 'Ph.D.', 'Atmospheric physics'],
    ['Y03', 'Dr. Sanjib Talukdar', 'Assistant Professor', 'Ph.D.', 'Thin films'],
    ['Y04', 'Dr. Rashmi Rekha Kalita', 'Assistant Professor', 'Ph.D.', 'Optics and photonics'],
  ],
  chemistry: [
    ['K01', 'Dr. Manisha Dutta', 'Professor and Head', 'Ph.D. (IIT Guwahati)', 'Water chemistry', 'HOD'],
    ['K02', 'Dr. Pradip Medhi', 'Associate Professor', 'Ph.D.', 'Polymer chemistry'],
    ['K03', 'Dr. Lipika Goswami', 'Assistant Professor', 'Ph.D.', 'Corrosion science'],
    ['K04', 'Dr. Bhupen Hazarika', 'Assistant Professor', 'Ph.D.', 'Analytical chemistry'],
  ],
  maths: [
    ['A01', 'Dr. Dipak Kumar Phukan', 'Professor and Head', 'Ph.D. (Dibrugarh University)', 'Fluid dynamics', 'HOD'],
    ['A02', 'Dr. Banashree Sarma', 'Associate Professor', 'Ph.D.', 'Numerical analysis'],
    ['A03', 'Dr. Hiranya Deka', 'Assistant Professor', 'Ph.D.', 'Graph theory'],
    ['A04', 'Pallabi Nath', 'Assistant Professor (Contractual)', 'M.Sc. (Mathematics)', 'Operations research'],
  ],
  humanities: [
    ['U01', 'Dr. Nirmali Bhuyan', 'Associate Professor and Head', 'Ph.D. (English)', 'English language teaching', 'HOD'],
    ['U02', 'Dr. Utpal Rajkhowa', 'Assistant Professor', 'Ph.D. (Economics)', 'Development economics'],
    ['U03', 'Dr. Gargi Choudhury', 'Assistant Professor', 'Ph.D. (Sociology)', 'Sociology of technology'],
    ['U04', 'Abinash Medhi', 'Assistant Professor (Contractual)', 'M.A. (English)', 'Technical communication'],
  ],
  mca: [
    ['X01', 'Dr. Rajib Konwar', 'Associate Professor and Head', 'Ph.D. (Computer Science)', 'Software engineering', 'HOD'],
    ['X02', 'Dr. Smita Barman', 'Assistant Professor', 'Ph.D.', 'Data mining'],
    ['X03', 'Partha Pratim Das', 'Assistant Professor', 'MCA, M.Tech.', 'Web technologies'],
    ['X04', 'Jonali Barua', 'Assistant Professor (Contractual)', 'MCA', 'Mobile application development'],
  ],
};

/** The date the list describes: its time stamp, and the day years of service are counted to. */
const LIST_DATE = '2026-07-01';

const emailName = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .join('.');

const isContractual = (designation: string) => /Contractual|TEQIP/.test(designation);

/** A plausible joining date for the sample: senior posts joined earlier. Day and month vary with the person. */
function joined(designation: string, n: number): { day: number; month: number; year: number } {
  const base = isContractual(designation) ? 2019 : designation.startsWith('Professor') ? 1998 : designation.startsWith('Associate') ? 2006 : 2013;
  return { day: 1 + ((n * 7) % 28), month: 1 + ((n * 5) % 12), year: base + ((n * 3) % 5) };
}

function member(code: string, [emp_id, name, designation, qualification, specialization, hod]: Row, index: number): FacultyMember {
  const department = departmentFacts(code);
  if (!department) throw new Error(`sample-faculty: unknown department ${code}`);
  return {
    emp_id,
    dept_id: department.id,
    dept_code: code,
    emp_name: name,
    emp_department: department.name,
    emp_designation: designation,
    emp_qualification: qualification,
    emp_specialization: specialization,
    emp_contact: `+91 90000 ${String(department.id).padStart(2, '0')}${String(index + 1).padStart(3, '0')}`,
    emp_email: `${emailName(name)}@aec.ac.in`,
    emp_linkedin: '',
    emp_facebook: '',
    emp_address: `Department of ${department.name}, Assam Engineering College, Jalukbari, Guwahati 781013`,
    emp_dp: '',
    emp_file: `/files/docs/departments/cv/${emp_id.toLowerCase()}.pdf`,
    is_hod: hod ? '1' : '0',
    time_stamp: `${LIST_DATE} 10:00:00`,
  };
}

/** Every teacher, department by department in the order of the departments page, head first. */
export const sampleFaculty: readonly FacultyMember[] = DEPARTMENTS.flatMap(({ code }) => (TEACHERS[code] ?? []).map((row, i) => member(code, row, i)));

export const facultyOfDepartment = (code: string) => sampleFaculty.filter((m) => m.dept_code === code);

/** The same people as the static faculty list (GET /md/facultyNew.json, docs/product/api-compatibility.md). */
export function facultyRecords(): FacultyRecord[] {
  const listYear = Number(LIST_DATE.slice(0, 4));
  return sampleFaculty.map((m, n) => {
    const { day, month, year } = joined(m.emp_designation, n);
    return {
      sl_no: n + 1,
      name: m.emp_name,
      designation: m.emp_designation,
      qualification: m.emp_qualification,
      appointment_type: isContractual(m.emp_designation) ? 'Contractual' : 'Regular',
      appointment_date: `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`,
      year_of_service: String(listYear - year),
      remarks: 'Sample record (invented name), to be replaced by the college',
      dept_code: m.dept_code,
    };
  });
}
