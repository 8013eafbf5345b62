/**
 * Every PDF the shell links to. The API generates each from api/src/seed/documents/shell.ts (its
 * sample text); documents.test.ts checks that each path is in that list and that sizeKb is the
 * generated file's size, so the 'PDF, n KB' every link shows (GIGW) is true.
 */
export interface SiteDocument {
  path: string;
  title: string;
  /** Size in kilobytes, rounded up. */
  sizeKb: number;
}

export const documents = {
  finalBtechAdmission78August2025: { path: "/files/docs/notices/final-btech-admission-7-8-august-2025.pdf", title: "Notice: Final B.Tech Admission on 7th and 8th August 2025", sizeKb: 3 },
  inductionProgramme1stSemester2025: { path: "/files/docs/notices/induction-programme-1st-semester-2025.pdf", title: "Notice: Induction Programme for the 1st Semester, 2025", sizeKb: 3 },
  antiRaggingCommitteeAndSquad2025: { path: "/files/docs/notices/anti-ragging-committee-and-squad-2025.pdf", title: "Anti-Ragging Committee and Anti-Ragging Squad, 2025", sizeKb: 3 },
  collegeProspectus202526: { path: "/files/docs/prospectus/college-prospectus-2025-26.pdf", title: "College Prospectus 2025-26", sizeKb: 4 },
  hostelProspectus202526: { path: "/files/docs/prospectus/hostel-prospectus-2025-26.pdf", title: "Hostel Prospectus 2025-26", sizeKb: 3 },
  studentActivityCentreProspectus202526: { path: "/files/docs/prospectus/student-activity-centre-prospectus-2025-26.pdf", title: "Student Activity Centre Prospectus 2025-26", sizeKb: 3 },
  academicCalendar202526: { path: "/files/docs/academic/academic-calendar-2025-26.pdf", title: "Academic Calendar 2025-26", sizeKb: 3 },
  holidayList2026: { path: "/files/docs/academic/holiday-list-2026.pdf", title: "List of Holidays 2026", sizeKb: 3 },
  classTimetableOddSemester2025: { path: "/files/docs/academic/class-timetable-odd-semester-2025.pdf", title: "Class Timetable, Odd Semester 2025", sizeKb: 2 },
  collegeBrochure2025: { path: "/files/docs/brochures/college-brochure-2025.pdf", title: "College Brochure 2025", sizeKb: 3 },
  admissionBrochure2025: { path: "/files/docs/brochures/admission-brochure-2025.pdf", title: "Admission Brochure 2025", sizeKb: 3 },
  mandatoryDisclosure202526: { path: "/files/docs/disclosure/mandatory-disclosure-2025-26.pdf", title: "AICTE Mandatory Disclosure 2025-26", sizeKb: 3 },
  applicationForm2025: { path: "/files/docs/disclosure/application-form-2025.pdf", title: "Application Form for Admission 2025", sizeKb: 2 },
  infrastructure202526: { path: "/files/docs/disclosure/infrastructure-2025-26.pdf", title: "Infrastructure of the College 2025-26", sizeKb: 2 },
  studentEnrolment20232026: { path: "/files/docs/disclosure/student-enrolment-2023-2026.pdf", title: "Student Enrolment, 2023-24 to 2025-26", sizeKb: 2 },
  committees202526: { path: "/files/docs/disclosure/committees-2025-26.pdf", title: "Committees of the College 2025-26", sizeKb: 3 },
  placementRecord202122: { path: "/files/docs/placement/placement-record-2021-22.pdf", title: "Placement Record 2021-22", sizeKb: 3 },
  placementRecord202223: { path: "/files/docs/placement/placement-record-2022-23.pdf", title: "Placement Record 2022-23", sizeKb: 3 },
  placementRecord202324: { path: "/files/docs/placement/placement-record-2023-24.pdf", title: "Placement Record 2023-24", sizeKb: 3 },
  placementRecord202425: { path: "/files/docs/placement/placement-record-2024-25.pdf", title: "Placement Record 2024-25", sizeKb: 3 },
  collegeAuditReport202122: { path: "/files/docs/audit/college-audit-report-2021-22.pdf", title: "Audit Report of the College Accounts 2021-22", sizeKb: 3 },
  collegeAuditReport202223: { path: "/files/docs/audit/college-audit-report-2022-23.pdf", title: "Audit Report of the College Accounts 2022-23", sizeKb: 3 },
  collegeAuditReport202324: { path: "/files/docs/audit/college-audit-report-2023-24.pdf", title: "Audit Report of the College Accounts 2023-24", sizeKb: 3 },
  teqipAuditReport201819: { path: "/files/docs/audit/teqip-audit-report-2018-19.pdf", title: "TEQIP-III Audit Report 2018-19", sizeKb: 2 },
  teqipAuditReport201920: { path: "/files/docs/audit/teqip-audit-report-2019-20.pdf", title: "TEQIP-III Audit Report 2019-20", sizeKb: 2 },
  teqipAuditReport202021: { path: "/files/docs/audit/teqip-audit-report-2020-21.pdf", title: "TEQIP-III Audit Report 2020-21", sizeKb: 2 },
  teachingStaffServiceRules: { path: "/files/docs/service-rules/teaching-staff-service-rules.pdf", title: "Service Rules for the Teaching Staff", sizeKb: 2 },
  nonTeachingStaffServiceRules: { path: "/files/docs/service-rules/non-teaching-staff-service-rules.pdf", title: "Service Rules for the Non-Teaching Staff", sizeKb: 2 },
  leaveRulesSummary: { path: "/files/docs/service-rules/leave-rules-summary.pdf", title: "Leave Rules: a Summary", sizeKb: 2 },
  conductAndDisciplineRules: { path: "/files/docs/service-rules/conduct-and-discipline-rules.pdf", title: "Conduct and Discipline: a Summary", sizeKb: 2 },
  nirfData2023: { path: "/files/docs/nirf/nirf-data-2023.pdf", title: "NIRF Data 2023: Engineering", sizeKb: 3 },
  nirfData2024: { path: "/files/docs/nirf/nirf-data-2024.pdf", title: "NIRF Data 2024: Engineering", sizeKb: 3 },
  nirfData2025: { path: "/files/docs/nirf/nirf-data-2025.pdf", title: "NIRF Data 2025: Engineering", sizeKb: 3 },
  eoa201112: { path: "/files/docs/eoa/eoa-2011-12.pdf", title: "AICTE Extension of Approval 2011-12", sizeKb: 3 },
  eoa201314: { path: "/files/docs/eoa/eoa-2013-14.pdf", title: "AICTE Extension of Approval 2013-14", sizeKb: 3 },
  eoa201415: { path: "/files/docs/eoa/eoa-2014-15.pdf", title: "AICTE Extension of Approval 2014-15", sizeKb: 3 },
  eoa201516: { path: "/files/docs/eoa/eoa-2015-16.pdf", title: "AICTE Extension of Approval 2015-16", sizeKb: 3 },
  eoa201617: { path: "/files/docs/eoa/eoa-2016-17.pdf", title: "AICTE Extension of Approval 2016-17", sizeKb: 3 },
  eoa201718: { path: "/files/docs/eoa/eoa-2017-18.pdf", title: "AICTE Extension of Approval 2017-18", sizeKb: 3 },
  eoa201819: { path: "/files/docs/eoa/eoa-2018-19.pdf", title: "AICTE Extension of Approval 2018-19", sizeKb: 3 },
  eoa201920: { path: "/files/docs/eoa/eoa-2019-20.pdf", title: "AICTE Extension of Approval 2019-20", sizeKb: 3 },
  eoa202021: { path: "/files/docs/eoa/eoa-2020-21.pdf", title: "AICTE Extension of Approval 2020-21", sizeKb: 3 },
  eoa202122: { path: "/files/docs/eoa/eoa-2021-22.pdf", title: "AICTE Extension of Approval 2021-22", sizeKb: 3 },
  eoa202223: { path: "/files/docs/eoa/eoa-2022-23.pdf", title: "AICTE Extension of Approval 2022-23", sizeKb: 3 },
  eoa202324: { path: "/files/docs/eoa/eoa-2023-24.pdf", title: "AICTE Extension of Approval 2023-24", sizeKb: 3 },
  eoa202425: { path: "/files/docs/eoa/eoa-2024-25.pdf", title: "AICTE Extension of Approval 2024-25", sizeKb: 3 },
  eoa202526: { path: "/files/docs/eoa/eoa-2025-26.pdf", title: "AICTE Extension of Approval 2025-26", sizeKb: 3 },
  abhiyanta2022: { path: "/files/docs/magazine/abhiyanta-2022.pdf", title: "Abhiyanta 2022: Sixty-Seven Years On", sizeKb: 3 },
  abhiyanta2023: { path: "/files/docs/magazine/abhiyanta-2023.pdf", title: "Abhiyanta 2023: Bridges", sizeKb: 3 },
  abhiyanta2024: { path: "/files/docs/magazine/abhiyanta-2024.pdf", title: "Abhiyanta 2024: The River and the Lab", sizeKb: 3 },
  abhiyanta2025: { path: "/files/docs/magazine/abhiyanta-2025.pdf", title: "Abhiyanta 2025: Seventy", sizeKb: 3 },
  studentFeedbackForm: { path: "/files/docs/feedback/student-feedback-form.pdf", title: "Student Feedback Form", sizeKb: 2 },
  facultyFeedbackForm: { path: "/files/docs/feedback/faculty-feedback-form.pdf", title: "Faculty Feedback Form on the Curriculum", sizeKb: 2 },
  mentorMenteeGuidelines: { path: "/files/docs/mentor/mentor-mentee-guidelines.pdf", title: "Guidelines of the Mentor-Mentee Scheme", sizeKb: 3 },
  menteeRecordForm: { path: "/files/docs/mentor/mentee-record-form.pdf", title: "Mentee Record Form", sizeKb: 2 },
  mentorSemesterReport: { path: "/files/docs/mentor/mentor-semester-report.pdf", title: "Mentor’s Semester Report", sizeKb: 2 },
  undertakingForm: { path: "/files/docs/antiragging/undertaking-form.pdf", title: "Anti-Ragging Undertaking by the Student and a Parent", sizeKb: 3 },
  antiRaggingMonitoringCell2025: { path: "/files/docs/antiragging/anti-ragging-monitoring-cell-2025.pdf", title: "Anti-Ragging Monitoring Cell, 2025", sizeKb: 2 },
  cosvard2018Brochure: { path: "/files/docs/conferences/cosvard-2018-brochure.pdf", title: "COSVARD 2018: Conference Brochure", sizeKb: 3 },
  cosvard2018CallForPapers: { path: "/files/docs/conferences/cosvard-2018-call-for-papers.pdf", title: "COSVARD 2018: Call for Papers", sizeKb: 2 },
  ameBrochure: { path: "/files/docs/conferences/ame-brochure.pdf", title: "AME Conference: Brochure and Call for Abstracts", sizeKb: 2 },
  ameAbstractTemplate: { path: "/files/docs/conferences/ame-abstract-template.pdf", title: "AME Conference: Abstract Template", sizeKb: 2 },
} satisfies Record<string, SiteDocument>;

export type DocumentKey = keyof typeof documents;
