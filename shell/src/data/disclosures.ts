import { documents, type SiteDocument } from './documents';

/** The 23 items of the AICTE mandatory disclosure index; each points to a page or a document. */
export interface DisclosureItem {
  title: string;
  /** A page of the site, or a document. */
  to?: string;
  document?: SiteDocument;
  /** Shown when the answer is short enough to state here. */
  answer?: string;
}

export const disclosureItems: DisclosureItem[] = [
  { title: 'Name and address of the institution', answer: 'Assam Engineering College, Jalukbari, Guwahati 781013, Assam', to: '/about' },
  { title: 'Name and address of the affiliating university', answer: 'Assam Science and Technology University, Jalukbari, Guwahati 781013' },
  { title: 'Governance: members of the board and their backgrounds', to: '/governance' },
  { title: 'Organisational chart and processes', to: '/governance' },
  { title: 'Nature and extent of involvement of faculty and students in academic affairs', to: '/governance' },
  { title: 'Mechanism for grievance redressal', to: '/office/complain' },
  { title: 'Anti-ragging committee and squad', document: documents.antiRaggingCommitteeAndSquad2025 },
  { title: 'Internal complaints committee and other committees', document: documents.committees202526 },
  { title: 'Programmes: name, duration and approved intake', to: '/all-programmes' },
  { title: 'Faculty: names, qualifications and experience', to: '/all-faculty' },
  { title: 'Profile of the Principal', to: '/office/principal' },
  { title: 'Fees', to: '/undergraduate/disciplines?s=fee_structure' },
  { title: 'Admission: number of seats and eligibility', to: '/undergraduate/disciplines?s=eligibility_criteria' },
  { title: 'Admission procedure', to: '/undergraduate/disciplines?s=admission_procedure' },
  { title: 'Criteria and weightages for admission', to: '/undergraduate/disciplines?s=selection_procedure' },
  { title: 'Application form', document: documents.applicationForm2025 },
  { title: 'Management quota', answer: 'None: every seat is filled on merit', to: '/management-quota' },
  { title: 'Infrastructure: classrooms, laboratories, library, hostels', document: documents.infrastructure202526 },
  { title: 'Enrolment of students in the last three years', document: documents.studentEnrolment20232026 },
  { title: 'Academic calendar', document: documents.academicCalendar202526 },
  { title: 'Placement records', to: '/placement-data' },
  { title: 'AICTE Extension of Approval letters', to: '/all-eoas' },
  { title: 'Audited statements of accounts', to: '/all-audited-statements' },
];

/** AICTE Extension of Approval letters: 14 on record, 2011-12 to 2025-26 (2012-13 is not held). */
export const eoaLetters: { year: string; document: SiteDocument }[] = [
  { year: '2011-12', document: documents.eoa201112 },
  { year: '2013-14', document: documents.eoa201314 },
  { year: '2014-15', document: documents.eoa201415 },
  { year: '2015-16', document: documents.eoa201516 },
  { year: '2016-17', document: documents.eoa201617 },
  { year: '2017-18', document: documents.eoa201718 },
  { year: '2018-19', document: documents.eoa201819 },
  { year: '2019-20', document: documents.eoa201920 },
  { year: '2020-21', document: documents.eoa202021 },
  { year: '2021-22', document: documents.eoa202122 },
  { year: '2022-23', document: documents.eoa202223 },
  { year: '2023-24', document: documents.eoa202324 },
  { year: '2024-25', document: documents.eoa202425 },
  { year: '2025-26', document: documents.eoa202526 },
];

export const placementRecords = [
  { year: '2024-25', companies: 46, placed: 248, highest: 'Rs 27 lakh', document: documents.placementRecord202425 },
  { year: '2023-24', companies: 40, placed: 224, highest: 'Rs 24 lakh', document: documents.placementRecord202324 },
  { year: '2022-23', companies: 34, placed: 200, highest: 'Rs 21 lakh', document: documents.placementRecord202223 },
  { year: '2021-22', companies: 28, placed: 176, highest: 'Rs 18 lakh', document: documents.placementRecord202122 },
];

export const auditReports = {
  college: [documents.collegeAuditReport202324, documents.collegeAuditReport202223, documents.collegeAuditReport202122],
  teqip: [documents.teqipAuditReport202021, documents.teqipAuditReport201920, documents.teqipAuditReport201819],
};

export const serviceRules = [
  documents.teachingStaffServiceRules,
  documents.nonTeachingStaffServiceRules,
  documents.leaveRulesSummary,
  documents.conductAndDisciplineRules,
];

export const nirfSubmissions = [
  { year: '2025', document: documents.nirfData2025 },
  { year: '2024', document: documents.nirfData2024 },
  { year: '2023', document: documents.nirfData2023 },
];
