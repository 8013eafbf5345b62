import { DEPARTMENTS } from '@aec/contracts';

/**
 * Every PDF the department pages link to. The API generates each one on start from its catalogue
 * (api/src/seed/documents/departments.ts); department-documents.test.ts checks that each path here
 * is in that catalogue, so no link on these pages is broken.
 */
const DOCS = '/files/docs/departments';

/** A document the viewer opens at a chapter (docs/product/departments.md: faculty information at chapter 5, COs at chapter 3). */
export interface ChapterDocument {
  path: string;
  title: string;
  /** Its title in this remote's catalogue: documents.<key>. */
  key: string;
  chapter: number;
  /** Page on which that chapter starts (each catalogue document says so on the page itself). */
  page: number;
}

export interface PlainDocument {
  path: string;
  title: string;
  /** Its title in this remote's catalogue: documents.<key>. */
  key: string;
}

const facultyInformation = (code: string): ChapterDocument => ({
  path: `${DOCS}/${code}/faculty-information.pdf`,
  title: 'Faculty information',
  key: 'facultyInformation',
  chapter: 5,
  page: 6,
});

const courseOutcomes = (code: string): ChapterDocument => ({
  path: `${DOCS}/${code}/cos-pos.pdf`,
  title: 'Course outcomes and programme outcomes',
  key: 'cos',
  chapter: 3,
  page: 4,
});

const selfAssessmentReport = (code: string): PlainDocument => ({ path: `${DOCS}/${code}/sar.pdf`, title: 'Self Assessment Report', key: 'sar' });

/** docs/product/departments.md: the faculty information viewer exists for civil, mechanical, electrical and chemical only. */
export const FACULTY_INFORMATION: Partial<Record<string, ChapterDocument>> = {
  civil: facultyInformation('civil'),
  mechanical: facultyInformation('mechanical'),
  electrical: facultyInformation('electrical'),
  chemical: facultyInformation('chemical'),
};

/** The departments whose menu has 'COs & POs' (or 'COs' for ete). */
export const COURSE_OUTCOMES: Partial<Record<string, ChapterDocument>> = {
  civil: courseOutcomes('civil'),
  mechanical: courseOutcomes('mechanical'),
  electrical: courseOutcomes('electrical'),
  chemical: courseOutcomes('chemical'),
  ete: courseOutcomes('ete'),
};

/** The departments whose menu has 'SAR': the NBA-accredited ones (a shared fact: the API generates their reports). */
export const SELF_ASSESSMENT_REPORTS: Partial<Record<string, PlainDocument>> = Object.fromEntries(
  DEPARTMENTS.filter((d) => d.accredited).map((d) => [d.code, selfAssessmentReport(d.code)]),
);

/** docs/product/departments.md: MCA and ETE publish their course structure as a PDF instead of the table. */
export const COURSE_STRUCTURE_PDFS: Partial<Record<string, PlainDocument>> = {
  mca: { path: `${DOCS}/mca/course-structure.pdf`, title: 'MCA course structure', key: 'mcaStructure' },
  ete: { path: `${DOCS}/ete/course-structure.pdf`, title: 'B.E. ETE course structure', key: 'eteStructure' },
};

export const syllabusPath = (code: string, semester: number) => `${DOCS}/${code}/syllabus-semester-${semester}.pdf`;

/** Electrical's home page: the publications digest and the notified event's schedule and brochure. */
export const ELECTRICAL_DOCUMENTS = {
  publications: { path: `${DOCS}/electrical/publications-2025-26.pdf`, title: 'Publications digest 2025–26', key: 'publications' },
  eventSchedule: { path: `${DOCS}/electrical/event-schedule.pdf`, title: 'Event schedule', key: 'schedule' },
  eventBrochure: { path: `${DOCS}/electrical/event-brochure.pdf`, title: 'Event brochure', key: 'brochure' },
} satisfies Record<string, PlainDocument>;
