import { DEPARTMENTS, departmentFacts } from '@aec/contracts';
import { sampleFaculty } from '../sample-faculty';
import type { DocumentSpec } from './document-spec';

/**
 * Documents linked from the departments front end (mfe-departments/src/data/department-documents.ts;
 * its test checks every link against this list). All sample documents, to be replaced by the college.
 */
const DOCS = '/files/docs/departments';

const nameOf = (code: string) => departmentFacts(code)?.name ?? code;

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];

/** A document of chapters, one per page after the contents page; each page says which chapter starts there. */
function chapters(title: string, intro: string, chapterTexts: [heading: string, text: string][]): string[] {
  const contents = chapterTexts.map(([heading], i) => `Chapter ${i + 1}: ${heading} (page ${i + 2})`).join('. ');
  return [
    `${title}. ${intro} Contents: ${contents}.`,
    ...chapterTexts.map(([heading, text], i) => `Chapter ${i + 1} starts on this page (page ${i + 2}). ${heading}. ${text}`),
  ];
}

const facultyInformation = (code: string): DocumentSpec => {
  const name = nameOf(code);
  return {
    path: `${DOCS}/${code}/faculty-information.pdf`,
    title: `Faculty information: Department of ${name}`,
    pages: chapters(`Faculty information of the Department of ${name}`, 'Prepared for accreditation and for visitors to the department (sample).', [
      ['The department', `Established history, programmes and intake of the Department of ${name} (sample).`],
      ['Student-to-faculty ratio', 'Students on roll and teachers in position for the last three academic years (sample figures).'],
      ['Cadre proportion', 'Professors, associate professors and assistant professors against the required cadre ratio of 1:2:6 (sample).'],
      ['Faculty qualification', 'Number of teachers holding a Ph.D. and a master’s degree, year by year (sample).'],
      [
        'Faculty members',
        'Name, designation, qualification, specialisation, date of joining and nature of appointment of every teacher of the department (sample list).',
      ],
      ['Research and development', 'Publications, sponsored projects and consultancy of the last three years (sample).'],
      ['Faculty development', 'Workshops, short-term courses and conferences attended and organised by the teachers (sample).'],
    ]),
  };
};

const courseOutcomes = (code: string): DocumentSpec => {
  const name = nameOf(code);
  return {
    path: `${DOCS}/${code}/cos-pos.pdf`,
    title: `Course outcomes and programme outcomes: Department of ${name}`,
    pages: chapters(`Course outcomes (COs) and programme outcomes (POs) of the Department of ${name}`, 'Sample document.', [
      ['Programme outcomes', 'The twelve programme outcomes of an engineering graduate, from engineering knowledge to lifelong learning (sample).'],
      ['Programme specific outcomes', 'What a graduate of this particular programme can do (sample).'],
      ['Course outcomes', 'For every course of the programme, four to six outcomes and their mapping to the programme outcomes (sample).'],
      ['Attainment', 'How the attainment of each outcome is measured from examinations and surveys (sample).'],
      ['Improvement', 'Actions taken where an outcome was not attained (sample).'],
    ]),
  };
};

const selfAssessmentReport = (code: string): DocumentSpec => {
  const name = nameOf(code);
  return {
    path: `${DOCS}/${code}/sar.pdf`,
    title: `Self Assessment Report: Department of ${name}`,
    pages: [
      `Self Assessment Report of the B.E. programme of the Department of ${name}, submitted to the National Board of Accreditation (sample).`,
      'Criteria 1 to 4: vision, mission and programme educational objectives; programme curriculum and teaching-learning processes; course outcomes and programme outcomes; students’ performance (sample summary).',
      'Criteria 5 to 10: faculty information and contributions; facilities and technical support; continuous improvement; first-year academics; student support systems; governance, institutional support and financial resources (sample summary).',
    ],
  };
};

const syllabus = (code: string, semester: number): DocumentSpec => {
  const name = nameOf(code);
  const sem = ORDINALS[semester - 1] ?? `${semester}th`;
  return {
    path: `${DOCS}/${code}/syllabus-semester-${semester}.pdf`,
    title: `Syllabus, ${sem} semester: Department of ${name}`,
    pages: [
      `Syllabus of the ${sem} semester taught by the Department of ${name}: for each course, its code, credits (lecture, tutorial, practical), units with contact hours, textbooks and references (sample).`,
    ],
  };
};

const courseStructure = (code: string, programme: string, semesters: number): DocumentSpec => ({
  path: `${DOCS}/${code}/course-structure.pdf`,
  title: `Course structure: ${programme}`,
  pages: [
    `Course structure of the ${programme} programme, ${semesters} semesters (sample).`,
    ...Array.from(
      { length: semesters },
      (_, i) => `${ORDINALS[i]} semester: courses with their codes, credits and the marks of sessional and end-semester examinations (sample).`,
    ),
  ],
});

const cv = ({ emp_file, emp_name: name, dept_code: code }: (typeof sampleFaculty)[number]): DocumentSpec => ({
  path: emp_file,
  title: `Curriculum vitae: ${name}`,
  pages: [
    `Curriculum vitae of ${name}, Department of ${nameOf(code)}, Assam Engineering College (sample). Education, teaching and research experience, publications, projects and memberships of professional bodies.`,
  ],
});

const ACCREDITED = DEPARTMENTS.filter((d) => d.accredited).map((d) => d.code);

export const departmentsDocuments: DocumentSpec[] = [
  ...ACCREDITED.map(facultyInformation),
  ...[...ACCREDITED, 'ete'].map(courseOutcomes),
  ...ACCREDITED.map(selfAssessmentReport),
  ...DEPARTMENTS.flatMap(({ code, syllabusSemesters }) => Array.from({ length: syllabusSemesters }, (_, i) => syllabus(code, i + 1))),
  courseStructure('mca', 'Master of Computer Applications (MCA)', 4),
  courseStructure('ete', 'B.E. in Electronics and Telecommunication Engineering', 8),
  ...sampleFaculty.map(cv),
  {
    path: `${DOCS}/electrical/publications-2025-26.pdf`,
    title: 'Publications digest 2025–26: Department of Electrical Engineering',
    pages: [
      'Publications of the Department of Electrical Engineering, 2025–26 (sample): journal papers, conference papers and book chapters by the teachers and research scholars of the department.',
      'Journal papers (sample): frequency control of a hydro-dominated regional grid with rooftop solar; harmonic analysis of distribution feeders in Guwahati.',
      'Conference papers (sample): a low-cost inverter for micro-hydro plants in remote hill villages; forecasting monsoon-season load with weather data.',
    ],
  },
  {
    path: `${DOCS}/electrical/event-schedule.pdf`,
    title: 'Schedule: National workshop on grid integration of renewable energy',
    pages: [
      'Day 1, 15 January 2027 (sample): registration 9:30; inaugural session 10:00; lectures on solar and wind integration 11:00 to 16:00. Day 2, 16 January 2027: laboratory sessions 10:00 to 13:00; panel discussion 14:00; valedictory 16:00.',
    ],
  },
  {
    path: `${DOCS}/electrical/event-brochure.pdf`,
    title: 'Brochure: National workshop on grid integration of renewable energy',
    pages: [
      'National workshop on grid integration of renewable energy, 15 and 16 January 2027, Department of Electrical Engineering, Assam Engineering College, Guwahati (sample). Who may attend, topics, speakers, registration (free, 60 seats) and contacts.',
    ],
  },
];
