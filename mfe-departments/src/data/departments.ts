import { DEPARTMENTS, type DepartmentCode } from '@aec/contracts';
import { ELECTRICAL_DOCUMENTS, type PlainDocument } from './department-documents';
import type { MenuKind } from './department-menus';

export type School = 'Engineering' | 'Science' | 'Humanities' | 'Computer Application';
export type StatKey = 'estd' | 'seats' | 'ratio';

export interface Laboratory {
  name: string;
  description: string;
}

export interface Programme {
  name: string;
  level: 'Undergraduate' | 'Postgraduate' | 'Doctoral';
  duration: string;
  intake: string;
  /** Year the programme started, when known. */
  since?: string;
}

export interface DepartmentEvent {
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  venue: string;
  description: string;
}

export interface Publication {
  authors: string;
  title: string;
  venue: string;
  year: string;
}

/** A notified event with its schedule and brochure (electrical's home page). */
export interface EventNotice {
  title: string;
  when: string;
  text: string;
  schedule: PlainDocument;
  brochure: PlainDocument;
}

/**
 * docs/product/departments.md Department record, one per department, with the figures of its table and the intakes
 * of §9. Texts are structured (paragraphs, lists) rather than stored markup: nothing to sanitise and
 * easy for the department to edit. Everything descriptive is sample text written for this site, to be
 * replaced by the department.
 *
 * dept_id: the old site gave 1–11 with 6 not shown; 6 is cse (the one department of the list without an id),
 * and ipe and ins, which had no id, have 12 and 13 (docs/decisions/024-department-ids.md).
 */
export interface Department {
  dept_id: number;
  dept_code: string;
  name: string;
  /** Establishment year; empty when not known (ipe). */
  estd: string;
  /** Seats per year, or 'N/A' for departments without their own B.E. intake. */
  seats: string;
  /** Student-to-faculty ratio, or 'N/A'. */
  ratio: string;
  /** Figures the home page leaves out even when known (docs/product/departments.md: ete shows no ratio). */
  hiddenStats?: StatKey[];
  menu: MenuKind;
  school: School;
  /** Card on /departments: the department's own website (new tab); otherwise /department/{code}/home. */
  externalSite?: string;
  /** Short line on the home banner. */
  banner: string;
  description: string[];
  vision: string;
  mission: string[];
  peos: string[];
  /** Introduction to the course page. */
  course_curriculum: string;
  /** Message from the head of the department on the home page (photo: hod_image, empty until supplied). */
  hod_text: string;
  hod_image: string;
  lab_text: string;
  lab: Laboratory[];
  programmes: Programme[];
  events: DepartmentEvent[];
  /** Recent publications shown on the home page, with the digest they come from. */
  publications?: { digest: PlainDocument; items: Publication[] };
  eventNotice?: EventNotice;
}

const BE = (intake: string, since?: string): Programme => ({ name: 'Bachelor of Engineering (B.E.)', level: 'Undergraduate', duration: '4 years (8 semesters)', intake, since });
const ME = (specialisation: string, since?: string): Programme => ({
  name: `Master of Engineering (M.E.) in ${specialisation}`,
  level: 'Postgraduate',
  duration: '2 years (4 semesters)',
  intake: '18',
  since,
});
const PHD: Programme = { name: 'Doctor of Philosophy (Ph.D.)', level: 'Doctoral', duration: '3 to 6 years', intake: 'As notified by Gauhati University' };

const ENGINEERING_PEOS = (field: string) => [
  `Graduates practise ${field} competently in industry, government service and research, in the North-East and beyond.`,
  'Graduates keep learning: through higher studies, professional certification and the literature of their field.',
  'Graduates work ethically in teams, communicate clearly and weigh the effect of their work on society and the environment.',
];

/** Each department's presentation, by code; its id, code and name are the shared facts (@aec/contracts DEPARTMENTS). */
const PRESENTATION: Record<DepartmentCode, Omit<Department, 'dept_id' | 'dept_code' | 'name'>> = {
  civil: {
    estd: '1955',
    seats: '90',
    ratio: '4:1',
    menu: 'accredited',
    school: 'Engineering',
    externalSite: 'https://civil.aec.ac.in/',
    banner: 'Building the roads, bridges and water systems of the North-East since 1955.',
    description: [
      'The Department of Civil Engineering is the oldest department of the college, started with the college itself in 1955. It offers the B.E. in Civil Engineering with 90 seats a year and two M.E. programmes, started in 1976 and 1988, with 18 seats each.',
      'Teaching and research focus on the problems of the region: slope stability in hilly terrain, flood management of the Brahmaputra basin, earthquake-resistant structures in seismic zone V, and rural roads. The department tests materials and designs for public works departments of the state.',
    ],
    vision: 'To be a centre of excellence in civil engineering education and research that serves the infrastructure needs of the North-East.',
    mission: [
      'Teach the fundamentals of civil engineering thoroughly, with laboratory and field work in every year.',
      'Take up research and consultancy on the region’s floods, landslides, earthquakes and transport.',
      'Prepare graduates for public service, industry and entrepreneurship with a sense of responsibility to society.',
    ],
    peos: ENGINEERING_PEOS('civil engineering'),
    course_curriculum:
      'The B.E. curriculum follows the college’s credit system: basic sciences and engineering in the first year, core civil engineering subjects (structures, geotechnics, hydraulics, transportation, environment, surveying) from the second, and electives, a project and an industrial training in the final year.',
    hod_text:
      'Welcome to the Department of Civil Engineering. For seven decades our graduates have built the infrastructure of Assam. We invite you to see our laboratories, read about our programmes and get in touch with any of our teachers. (Sample message.)',
    hod_image: '',
    lab_text: 'The department’s laboratories are used for teaching, research and testing for public works agencies.',
    lab: [
      { name: 'Structural Engineering Laboratory', description: 'Loading frame of 1000 kN, universal testing machines and non-destructive testing equipment.' },
      { name: 'Geotechnical Engineering Laboratory', description: 'Triaxial, direct shear and consolidation apparatus for soil testing.' },
      { name: 'Hydraulics Laboratory', description: 'Tilting flume, pipe-flow and pump test rigs.' },
      { name: 'Transportation Engineering Laboratory', description: 'Bitumen and aggregate testing for road design.' },
    ],
    programmes: [BE('90', '1955'), ME('Structural Engineering', '1976'), ME('Geotechnical Engineering', '1988'), PHD],
    events: [],
  },
  mechanical: {
    estd: '1957',
    seats: '60',
    ratio: '4:1',
    menu: 'accredited',
    school: 'Engineering',
    externalSite: 'https://mechanical.aec.ac.in/',
    banner: 'Design, manufacturing and thermal engineering for a growing industrial region.',
    description: [
      'The Department of Mechanical Engineering was established in 1957 and admits 60 students a year to the B.E. programme. It also runs an M.E. programme with 18 seats.',
      'The department’s workshops and laboratories support work in thermal engineering, design, manufacturing and industrial engineering, and its students build vehicles and robots for national competitions.',
    ],
    vision: 'To produce mechanical engineers who design and make things that improve life in the region and the country.',
    mission: [
      'Give students a strong foundation in mechanics, thermal sciences, design and manufacturing.',
      'Encourage projects with industry, especially the tea, oil and small-scale industries of Assam.',
      'Build habits of safe practice, teamwork and lifelong learning.',
    ],
    peos: ENGINEERING_PEOS('mechanical engineering'),
    course_curriculum:
      'After a common first year, students study mechanics of solids and fluids, thermodynamics, machine design, manufacturing processes and industrial engineering, with workshop practice in every year and electives in the final year.',
    hod_text:
      'Mechanical engineering is at the heart of every industry. Our department combines classroom teaching with hands-on work in well-equipped workshops. I welcome you to explore our programmes. (Sample message.)',
    hod_image: '',
    lab_text: 'Laboratories and workshops of the department are open to students throughout the semester under supervision.',
    lab: [
      { name: 'Heat Engines Laboratory', description: 'Diesel and petrol engine test rigs with dynamometers.' },
      { name: 'Fluid Machinery Laboratory', description: 'Pelton, Francis and Kaplan turbine test rigs, centrifugal and reciprocating pumps.' },
      { name: 'CAD/CAM Laboratory', description: 'Design workstations and a CNC milling machine.' },
      { name: 'Central Workshop', description: 'Fitting, welding, foundry, smithy and machine shops.' },
    ],
    programmes: [BE('60', '1957'), ME('Thermal Engineering'), PHD],
    events: [],
  },
  electrical: {
    estd: '1957',
    seats: '90',
    ratio: '18:1',
    menu: 'accredited',
    school: 'Engineering',
    externalSite: 'https://electrical.aec.ac.in/',
    banner: 'Power systems, machines and control: powering Assam since 1957.',
    description: [
      'The Department of Electrical Engineering was established in 1957. It admits 90 students a year to the B.E. programme and, since 2003, 18 students to the M.E. programme in power systems.',
      'The department works with the state’s power utilities on grid studies, energy audits and renewable energy, and its faculty publish regularly in national and international journals.',
    ],
    vision: 'To be a leading department in electrical engineering education and research, responsive to the energy needs of the North-East.',
    mission: [
      'Teach electrical engineering with a balance of theory, laboratory work and design.',
      'Carry out research in power systems, power electronics, control and renewable energy.',
      'Serve the region’s utilities and industries through consultancy and training.',
    ],
    peos: ENGINEERING_PEOS('electrical engineering'),
    course_curriculum:
      'The curriculum covers circuits, electrical machines, power systems, power electronics, control systems and measurements, with a project and electives in the final year.',
    hod_text:
      'The Department of Electrical Engineering has served the state for over six decades. Our alumni lead utilities and industries across the country. Visitors and prospective students are always welcome. (Sample message.)',
    hod_image: '',
    lab_text: 'The laboratories support teaching from basic electrical engineering to postgraduate research.',
    lab: [
      { name: 'Electrical Machines Laboratory', description: 'DC machines, transformers, induction and synchronous machines with loading arrangements.' },
      { name: 'Power Systems Laboratory', description: 'Relay test benches, transmission line models and simulation software.' },
      { name: 'Power Electronics Laboratory', description: 'Converter and inverter trainers and drives.' },
      { name: 'Control Systems Laboratory', description: 'Servo, PID and process control trainers.' },
    ],
    programmes: [BE('90', '1957'), ME('Power Systems', '2003'), PHD],
    events: [],
    publications: {
      digest: ELECTRICAL_DOCUMENTS.publications,
      items: [
        { authors: 'K. C. Sarma, D. Bhuyan', title: 'Frequency control of a hydro-dominated regional grid with rooftop solar (sample)', venue: 'Journal of Power and Energy Systems', year: '2026' },
        { authors: 'R. Choudhury', title: 'A low-cost inverter for micro-hydro plants in remote hill villages (sample)', venue: 'National Power Electronics Conference', year: '2025' },
        { authors: 'M. P. Medhi, S. Phukan', title: 'Forecasting monsoon-season load in Guwahati with weather data (sample)', venue: 'Conference on Smart Grid Technologies', year: '2025' },
      ],
    },
    eventNotice: {
      title: 'National workshop on grid integration of renewable energy (sample)',
      when: '15 and 16 January 2027',
      text: 'The department invites faculty, research scholars and engineers of utilities to a two-day workshop with lectures and laboratory sessions. Registration is free; seats are limited to 60.',
      schedule: ELECTRICAL_DOCUMENTS.eventSchedule,
      brochure: ELECTRICAL_DOCUMENTS.eventBrochure,
    },
  },
  chemical: {
    estd: '1963',
    seats: '60',
    ratio: '4:1',
    menu: 'chemical',
    school: 'Engineering',
    externalSite: 'https://chemical.aec.ac.in/',
    banner: 'Process engineering for the oil, gas and tea industries of Assam.',
    description: [
      'The Department of Chemical Engineering was established in 1963 and admits 60 students a year to the B.E. programme.',
      'With Assam’s refineries, petrochemical plants and fertiliser units close by, the department has strong links with the process industries, where most of its students do their industrial training.',
    ],
    vision: 'To educate chemical engineers who run the process industries of the region safely, efficiently and sustainably.',
    mission: [
      'Teach transport phenomena, thermodynamics, reaction engineering and process design thoroughly.',
      'Work with the refineries and process industries of the region on training and research.',
      'Instil a concern for safety and the environment in every graduate.',
    ],
    peos: ENGINEERING_PEOS('chemical engineering'),
    course_curriculum:
      'The B.E. curriculum moves from chemistry, mathematics and unit operations to process control, plant design and petroleum refining, with plant visits and a final-year design project.',
    hod_text:
      'Chemical engineers turn raw materials into the products society needs. Our department prepares them for the refineries, plants and laboratories of the country. You are welcome to visit us. (Sample message.)',
    hod_image: '',
    lab_text: 'The laboratories cover the unit operations and processes of the chemical industry.',
    lab: [
      { name: 'Mass Transfer Laboratory', description: 'Distillation, absorption and extraction columns.' },
      { name: 'Heat Transfer Laboratory', description: 'Heat exchangers, evaporators and condensers.' },
      { name: 'Reaction Engineering Laboratory', description: 'Batch, CSTR and plug-flow reactors.' },
    ],
    programmes: [BE('60', '1963'), PHD],
    events: [],
  },
  ete: {
    estd: '1983',
    seats: '60',
    ratio: '17:1',
    // The department's site never showed its ratio; we keep that (docs/product/departments.md).
    hiddenStats: ['ratio'],
    menu: 'ete',
    school: 'Engineering',
    externalSite: 'https://ete.aec.ac.in/',
    banner: 'Electronics, communication and embedded systems since 1983.',
    description: [
      'The Department of Electronics and Telecommunication Engineering was established in 1983 and admits 60 students a year to the B.E. programme.',
      'Its laboratories cover analogue and digital electronics, communication systems, microprocessors, embedded systems and signal processing, and its students take part in national robotics and hardware contests.',
    ],
    vision: 'To be a centre of learning in electronics and communication that produces skilled engineers and innovators.',
    mission: [
      'Teach electronics and communication engineering with strong laboratory practice.',
      'Encourage innovation through projects, hackathons and work with industry.',
      'Develop professional ethics and a commitment to society.',
    ],
    peos: ENGINEERING_PEOS('electronics and telecommunication engineering'),
    course_curriculum: 'The course structure of the B.E. in Electronics and Telecommunication Engineering is published as a document, shown below.',
    hod_text:
      'Welcome to the Department of Electronics and Telecommunication Engineering. Our graduates work in telecommunication, semiconductors and software across India and abroad. (Sample message.)',
    hod_image: '',
    lab_text: 'Eight laboratories support teaching and project work; they are open to students in the evening during project season.',
    lab: [
      { name: 'Analogue Electronics Laboratory', description: 'Oscilloscopes, function generators and circuit trainers.' },
      { name: 'Digital Electronics Laboratory', description: 'Logic trainers and FPGA development boards.' },
      { name: 'Communication Laboratory', description: 'Analogue and digital modulation kits and a software-defined radio bench.' },
      { name: 'Microprocessor and Embedded Systems Laboratory', description: 'Microcontroller kits, single-board computers and sensors.' },
      { name: 'Signal Processing Laboratory', description: 'DSP processor kits and simulation software.' },
    ],
    programmes: [BE('60', '1983'), PHD],
    events: [
      { title: 'Workshop on embedded systems with open hardware (sample)', date: '2026-09-18', venue: 'Embedded Systems Laboratory', description: 'Two-day hands-on workshop for third-semester students.' },
      { title: 'Expert talk: 5G networks in the North-East (sample)', date: '2026-08-06', venue: 'Seminar Hall, ETE', description: 'Talk by an engineer of a telecommunication operator.' },
      { title: 'Circuit design contest “Signal” (sample)', date: '2027-02-12', venue: 'Digital Electronics Laboratory', description: 'Inter-college contest in circuit design and debugging.' },
      { title: 'Industrial visit to a doordarshan transmitter (sample)', date: '2024-03-15', venue: 'Guwahati', description: 'Visit by sixth-semester students.' },
      { title: 'Alumni meet of the 1998 batch (sample)', date: '2023-12-23', venue: 'College auditorium', description: 'Silver jubilee meet of the batch.' },
      { title: 'Short-term course on VLSI design (sample)', date: '2023-06-05', venue: 'ETE Department', description: 'One-week course for faculty of engineering colleges.' },
    ],
  },
  cse: {
    estd: '1998',
    seats: '20',
    ratio: '4:1',
    menu: 'cse',
    school: 'Engineering',
    banner: 'Software, systems and data for a digital North-East.',
    description: [
      'The Department of Computer Science and Engineering was established in 1998 and admits 20 students a year to the B.E. programme.',
      'Small classes allow close guidance by teachers. Students work on projects in software engineering, networks, machine learning and language technology for Assamese and other languages of the region.',
    ],
    vision: 'To produce computer engineers of high competence and integrity who serve society through technology.',
    mission: [
      'Teach the foundations of computing along with current practice in software and systems.',
      'Encourage research and projects that address local needs, including computing in Assamese.',
      'Build links with industry for internships and placements.',
    ],
    peos: ENGINEERING_PEOS('computer science and engineering'),
    course_curriculum:
      'The B.E. curriculum covers programming, data structures, algorithms, computer organisation, operating systems, databases, networks, compilers and software engineering, with electives in artificial intelligence and security.',
    hod_text:
      'Computing touches every part of life. Our department keeps its classes small so that every student gets attention from the teachers. We welcome you to learn about us. (Sample message.)',
    hod_image: '',
    lab_text: 'The department’s computer laboratories are networked to the college’s central computing centre.',
    lab: [
      { name: 'Programming Laboratory', description: 'Forty workstations for first- and second-year programming courses.' },
      { name: 'Systems and Networks Laboratory', description: 'Servers and network equipment for operating systems and networking courses.' },
      { name: 'Project Laboratory', description: 'GPU workstations for final-year projects in machine learning.' },
    ],
    programmes: [BE('20', '1998'), PHD],
    events: [
      { title: 'Coding marathon “AEC Hack” (sample)', date: '2026-10-24', venue: 'Programming Laboratory', description: 'Twenty-four-hour coding contest open to all branches.' },
      { title: 'Workshop on Assamese language computing (sample)', date: '2027-01-20', venue: 'Seminar Hall, CSE', description: 'Tools for Assamese text processing.' },
      { title: 'Guest lecture on cyber security (sample)', date: '2024-09-11', venue: 'Seminar Hall, CSE', description: 'Lecture by an officer of the state cyber cell.' },
      { title: 'Open source contribution drive (sample)', date: '2023-10-02', venue: 'Programming Laboratory', description: 'Students contributed to open-source projects.' },
    ],
  },
  ipe: {
    estd: '',
    seats: '20',
    ratio: '4:1',
    menu: 'basic',
    school: 'Engineering',
    banner: 'Making production efficient, safe and economical.',
    description: [
      'The Department of Industrial and Production Engineering admits 20 students a year to the B.E. programme.',
      'It teaches manufacturing technology, operations research, quality engineering and industrial management, and shares workshops with the Department of Mechanical Engineering.',
    ],
    vision: 'To prepare engineers who plan and manage production systems for the industries of the country.',
    mission: [
      'Teach manufacturing and industrial engineering with practice in the workshops.',
      'Introduce students to management, quality and productivity methods used in industry.',
      'Encourage entrepreneurship among graduates.',
    ],
    peos: ENGINEERING_PEOS('industrial and production engineering'),
    course_curriculum: 'The curriculum combines manufacturing processes, machine tools, operations research, quality control, ergonomics and industrial management.',
    hod_text: 'Industrial and production engineers make factories work. Our department prepares them for manufacturing and service industries. (Sample message.)',
    hod_image: '',
    lab_text: 'The department uses its own metrology laboratory and the college’s central workshop.',
    lab: [
      { name: 'Metrology and Quality Control Laboratory', description: 'Measuring instruments and statistical quality control kits.' },
      { name: 'Production Engineering Laboratory', description: 'Lathes, milling and grinding machines.' },
    ],
    programmes: [BE('20')],
    events: [],
  },
  ins: {
    estd: '1998',
    seats: '20',
    ratio: '4:1',
    menu: 'basic',
    school: 'Engineering',
    banner: 'Measurement and control for industry, health and environment.',
    description: [
      'The Department of Instrumentation Engineering was established in 1998 and admits 20 students a year to the B.E. programme.',
      'Students learn sensors, measurement, process control and biomedical instrumentation, with industrial training at refineries and power plants of the region.',
    ],
    vision: 'To be a department of excellence in instrumentation and control engineering.',
    mission: [
      'Teach measurement, instrumentation and control with practical emphasis.',
      'Encourage projects in industrial automation and biomedical instrumentation.',
      'Prepare graduates for industry and higher studies.',
    ],
    peos: ENGINEERING_PEOS('instrumentation engineering'),
    course_curriculum: 'The curriculum covers electronics, sensors and transducers, industrial instrumentation, process control, PLCs and biomedical instrumentation.',
    hod_text: 'Every modern plant depends on accurate measurement and control. Our graduates are trained to provide it. (Sample message.)',
    hod_image: '',
    lab_text: 'The laboratories cover measurement from basic transducers to industrial automation.',
    lab: [
      { name: 'Transducers Laboratory', description: 'Trainers for temperature, pressure, flow and level measurement.' },
      { name: 'Process Control Laboratory', description: 'Flow, level and temperature control loops with PLCs.' },
    ],
    programmes: [BE('20', '1998')],
    events: [],
  },
  physics: {
    estd: '1955',
    seats: 'N/A',
    ratio: 'N/A',
    menu: 'basic',
    school: 'Science',
    externalSite: 'https://physics.aec.ac.in/',
    banner: 'The physics behind every branch of engineering.',
    description: [
      'The Department of Physics has taught engineering physics to first-year students of every branch since the college began in 1955.',
      'Its faculty carry out research in condensed matter physics, materials science and atmospheric physics, and guide Ph.D. scholars.',
    ],
    vision: 'To give every engineering student a sound understanding of physics and to pursue research of value to the region.',
    mission: [
      'Teach engineering physics with clear concepts and careful experiments.',
      'Carry out research in materials and atmospheric physics.',
      'Support the engineering departments with physics for their advanced courses.',
    ],
    peos: [],
    course_curriculum: 'The department teaches Engineering Physics and its laboratory in the first two semesters of every B.E. programme.',
    hod_text: 'Physics trains engineers to think from first principles. We look forward to teaching you in your first year. (Sample message.)',
    hod_image: '',
    lab_text: 'The physics laboratory is used by all first-year students.',
    lab: [{ name: 'Engineering Physics Laboratory', description: 'Optics, electricity, magnetism and semiconductor experiments.' }],
    programmes: [PHD],
    events: [],
  },
  chemistry: {
    estd: '1955',
    seats: 'N/A',
    ratio: 'N/A',
    menu: 'basic',
    school: 'Science',
    banner: 'Chemistry for engineers: materials, environment and energy.',
    description: [
      'The Department of Chemistry teaches engineering chemistry to first-year students of all branches and has done so since 1955.',
      'Research in the department covers water quality, corrosion, polymers and natural products of the North-East.',
    ],
    vision: 'To teach chemistry that engineers can use, and to research the chemical problems of the region.',
    mission: [
      'Teach engineering chemistry with laboratory practice.',
      'Research water, materials and the environment of the North-East.',
      'Support chemical engineering with advanced chemistry courses.',
    ],
    peos: [],
    course_curriculum: 'The department teaches Engineering Chemistry and its laboratory in the first two semesters of every B.E. programme.',
    hod_text: 'Chemistry is everywhere in engineering, from materials to the environment. We welcome you to our department. (Sample message.)',
    hod_image: '',
    lab_text: 'The chemistry laboratory is used by all first-year students.',
    lab: [{ name: 'Engineering Chemistry Laboratory', description: 'Water analysis, titrations, instrumental methods.' }],
    programmes: [PHD],
    events: [],
  },
  maths: {
    estd: '1955',
    seats: 'N/A',
    ratio: 'N/A',
    menu: 'basic',
    school: 'Science',
    banner: 'The language of engineering.',
    description: [
      'The Department of Mathematics teaches engineering mathematics to all B.E. students in the first four semesters and to MCA students.',
      'Its faculty research in fluid dynamics, numerical analysis and graph theory.',
    ],
    vision: 'To make mathematics a strength of every engineer of the college.',
    mission: [
      'Teach calculus, linear algebra, differential equations, transforms, numerical methods and probability clearly.',
      'Support the engineering departments with mathematics for their advanced courses.',
      'Research in applied mathematics.',
    ],
    peos: [],
    course_curriculum: 'The department teaches Engineering Mathematics I to IV in the first four semesters of every B.E. programme.',
    hod_text: 'Mathematics is the common language of all branches of engineering. Our doors are open to every student. (Sample message.)',
    hod_image: '',
    lab_text: 'Computing sessions in numerical methods are held in the college’s central computing centre.',
    lab: [],
    programmes: [PHD],
    events: [],
  },
  humanities: {
    estd: '1955',
    seats: 'N/A',
    ratio: 'N/A',
    menu: 'basic',
    school: 'Humanities',
    banner: 'Communication, economics and values for engineers.',
    description: [
      'The Department of Humanities and Social Sciences teaches English communication, economics, management and professional ethics to students of every branch.',
      'It also runs the language laboratory and helps students prepare for interviews and group discussions.',
    ],
    vision: 'To make engineers good communicators and responsible citizens.',
    mission: [
      'Teach communication skills, economics and management for engineers.',
      'Instil professional ethics and human values.',
      'Help students prepare for careers through language and soft-skills training.',
    ],
    peos: [],
    course_curriculum: 'The department teaches English for communication in the first two semesters and economics and management in later semesters.',
    hod_text: 'Engineers need to speak, write and work with people as well as machines. That is what we teach. (Sample message.)',
    hod_image: '',
    lab_text: 'The language laboratory is used for communication skills courses.',
    lab: [{ name: 'Language Laboratory', description: 'Thirty stations with software for listening and speaking practice.' }],
    programmes: [],
    events: [],
  },
  mca: {
    estd: '1990',
    seats: '30',
    ratio: '4:1',
    menu: 'basic',
    school: 'Computer Application',
    banner: 'Master of Computer Applications since 1990.',
    description: [
      'The Department of Computer Applications was established in 1990 and admits 30 students a year to the Master of Computer Applications (MCA) programme.',
      'Its graduates work as software developers, system administrators and data analysts across the country.',
    ],
    vision: 'To produce skilled computer professionals who serve industry and society.',
    mission: [
      'Teach programming, software engineering and databases with strong practice.',
      'Prepare students for the software industry through projects and internships.',
      'Encourage research and lifelong learning.',
    ],
    peos: [
      'Graduates develop and maintain software systems in industry and government.',
      'Graduates pursue research or higher studies in computing.',
      'Graduates work ethically and keep their skills current.',
    ],
    course_curriculum: 'The MCA course structure is published as a document, shown below.',
    hod_text: 'Our MCA programme turns graduates of any discipline into software professionals. We welcome you to the department. (Sample message.)',
    hod_image: '',
    lab_text: 'The department has two computer laboratories with licensed and open-source software.',
    lab: [
      { name: 'Software Laboratory', description: 'Forty workstations for programming and database courses.' },
      { name: 'Project Laboratory', description: 'Workstations for final-semester projects.' },
    ],
    programmes: [{ name: 'Master of Computer Applications (MCA)', level: 'Postgraduate', duration: '2 years (4 semesters)', intake: '30', since: '1990' }],
    events: [],
  },
};

/** The thirteen departments in the college's order (the shared list), each with its presentation. */
export const departments: Department[] = DEPARTMENTS.map(({ id, code, name }) => ({ dept_id: id, dept_code: code, name, ...PRESENTATION[code] }));

export const findDepartment = (code: string | undefined) => departments.find((d) => d.dept_code === code);

export const departmentById = (id: number) => departments.find((d) => d.dept_id === id);
