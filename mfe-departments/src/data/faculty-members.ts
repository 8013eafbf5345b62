import { cvPath } from './department-documents';
import { findDepartment } from './departments';

/** SPEC §3 Faculty member / employee: the teacher cards of a department's Faculty page. */
export interface FacultyMember {
  emp_id: string;
  dept_id: number;
  dept_code: string;
  emp_name: string;
  emp_department: string;
  emp_designation: string;
  emp_qualification: string;
  emp_specialization: string;
  emp_contact: string;
  emp_email: string;
  emp_linkedin: string;
  emp_facebook: string;
  emp_address: string;
  /** Photo file; empty until the college supplies one (the card then shows initials). */
  emp_dp: string;
  /** CV file (PDF). */
  emp_file: string;
  is_hod: '1' | '0';
  time_stamp: string;
}

type Row = [emp_id: string, name: string, designation: string, qualification: string, specialization: string, hod?: 'HOD'];

/** Teachers per department, head first. Every name, number and address is a sample, to be replaced by the college. */
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
  ],
  ins: [
    ['I01', 'Dr. Pallavi Hazarika', 'Associate Professor and Head', 'Ph.D.', 'Biomedical instrumentation', 'HOD'],
    ['I02', 'Dhruba Jyoti Nath', 'Assistant Professor', 'M.Tech. (Instrumentation)', 'Process control'],
    ['I03', 'Moitrayee Das', 'Assistant Professor (TEQIP-III)', 'M.Tech.', 'Sensors and transducers'],
  ],
  physics: [
    ['Y01', 'Dr. Arup Kumar Choudhury', 'Professor and Head', 'Ph.D. (Gauhati University)', 'Condensed matter physics', 'HOD'],
    ['Y02', 'Dr. Juri Bora', 'Associate Professor', 'Ph.D.', 'Atmospheric physics'],
    ['Y03', 'Dr. Sanjib Talukdar', 'Assistant Professor', 'Ph.D.', 'Thin films'],
  ],
  chemistry: [
    ['K01', 'Dr. Manisha Dutta', 'Professor and Head', 'Ph.D. (IIT Guwahati)', 'Water chemistry', 'HOD'],
    ['K02', 'Dr. Pradip Medhi', 'Associate Professor', 'Ph.D.', 'Polymer chemistry'],
    ['K03', 'Dr. Lipika Goswami', 'Assistant Professor', 'Ph.D.', 'Corrosion science'],
  ],
  maths: [
    ['A01', 'Dr. Dipak Kumar Phukan', 'Professor and Head', 'Ph.D. (Dibrugarh University)', 'Fluid dynamics', 'HOD'],
    ['A02', 'Dr. Banashree Sarma', 'Associate Professor', 'Ph.D.', 'Numerical analysis'],
    ['A03', 'Dr. Hiranya Deka', 'Assistant Professor', 'Ph.D.', 'Graph theory'],
  ],
  humanities: [
    ['U01', 'Dr. Nirmali Bhuyan', 'Associate Professor and Head', 'Ph.D. (English)', 'English language teaching', 'HOD'],
    ['U02', 'Dr. Utpal Rajkhowa', 'Assistant Professor', 'Ph.D. (Economics)', 'Development economics'],
  ],
  mca: [
    ['X01', 'Dr. Rajib Konwar', 'Associate Professor and Head', 'Ph.D. (Computer Science)', 'Software engineering', 'HOD'],
    ['X02', 'Dr. Smita Barman', 'Assistant Professor', 'Ph.D.', 'Data mining'],
    ['X03', 'Partha Pratim Das', 'Assistant Professor', 'MCA, M.Tech.', 'Web technologies'],
  ],
};

const emailName = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(/\s+/)
    .join('.');

function member(code: string, [emp_id, name, designation, qualification, specialization, hod]: Row, index: number): FacultyMember {
  const department = findDepartment(code);
  if (!department) throw new Error(`faculty-members: unknown department ${code}`);
  return {
    emp_id,
    dept_id: department.dept_id,
    dept_code: code,
    emp_name: name,
    emp_department: department.name,
    emp_designation: designation,
    emp_qualification: qualification,
    emp_specialization: specialization,
    emp_contact: `+91 90000 ${String(department.dept_id).padStart(2, '0')}${String(index + 1).padStart(3, '0')}`,
    emp_email: `${emailName(name)}@aec.ac.in`,
    emp_linkedin: '',
    emp_facebook: '',
    emp_address: `Department of ${department.name}, Assam Engineering College, Jalukbari, Guwahati 781013`,
    emp_dp: '',
    emp_file: cvPath(emp_id),
    is_hod: hod ? '1' : '0',
    time_stamp: '2026-07-01 10:00:00',
  };
}

export const facultyMembers: FacultyMember[] = Object.entries(TEACHERS).flatMap(([code, rows]) => rows.map((row, i) => member(code, row, i)));

export const facultyOf = (code: string) => facultyMembers.filter((m) => m.dept_code === code);

export const headOf = (code: string) => facultyMembers.find((m) => m.dept_code === code && m.is_hod === '1');
