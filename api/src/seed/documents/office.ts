import type { DocumentSpec } from './document-spec';

/** Documents linked from the office front end: the teachers' association's resources and the RTI forms. */
export const officeDocuments: DocumentSpec[] = [
  {
    path: '/files/docs/office/ecta-constitution.pdf',
    title: 'Engineering College Teachers’ Association: Constitution (sample)',
    pages: [
      'Article 1. Name. The association shall be called the Engineering College Teachers’ Association, Assam Engineering College (ECTA). Article 2. Objects. To promote the cause of technical education in Assam; to represent the teachers of the college on their service conditions, pay and careers; to foster good relations among teachers, students and the administration.',
      'Article 3. Membership. Every regular teacher of the college may become a member on paying the annual subscription fixed by the general body. Article 4. Office bearers. A President, a Vice President, a General Secretary, an Assistant General Secretary and a Treasurer, elected every two years by secret ballot. Article 5. Meetings. The general body meets at least once a year; one third of the members form a quorum.',
    ],
  },
  {
    path: '/files/docs/office/ecta-membership-form.pdf',
    title: 'ECTA Membership Application Form (sample)',
    pages: [
      'To the General Secretary, ECTA, Assam Engineering College. I wish to become a member of the association and agree to abide by its constitution. Name: ____________ Designation: ____________ Department: ____________ Date of joining the college: ____________ Telephone: ____________ Email: ____________ Annual subscription of Rs 600 paid by: cash / bank transfer (reference ____________). Signature: ____________ Date: ____________',
    ],
  },
  {
    path: '/files/docs/office/ecta-agm-minutes-2025.pdf',
    title: 'Minutes of the Annual General Meeting 2025 (sample)',
    pages: [
      'The annual general meeting was held in the seminar hall on 20 September 2025 at 3:00 PM with 84 members present. The President welcomed the members. The General Secretary read the report for 2024–25, which was adopted. The Treasurer presented the audited accounts, which were adopted.',
      'Resolutions: (1) to press the state government for the timely implementation of career advancement promotions; (2) to ask the college to fill vacant teaching posts in five departments; (3) to contribute Rs 50,000 from the welfare fund to the students’ book bank. The meeting ended with a vote of thanks.',
    ],
  },
  {
    path: '/files/docs/office/ecta-pay-revision-memorandum.pdf',
    title: 'Memorandum on Pay Revision, 2024 (sample)',
    pages: [
      'Submitted to the Commissioner and Secretary, Higher Education (Technical) Department, Government of Assam. The association requests that the revised pay scales recommended for teachers of technical institutions be extended to the teachers of the state’s engineering colleges with effect from the same date, with arrears, and that anomalies in the fixation of pay of teachers promoted under the career advancement scheme be removed.',
    ],
  },
  {
    path: '/files/docs/office/ecta-cas-guide.pdf',
    title: 'Career Advancement Scheme: a Guide for Members (sample)',
    pages: [
      'This guide explains, in plain words, how a teacher moves from one academic level to the next under the career advancement scheme: the years of service needed at each level, the performance indicators that are counted, the documents to attach, and the timeline of a screening committee.',
      'Checklist: service certificate; annual self-appraisal reports for the assessment period; publications with proof; certificates of refresher and orientation courses; a copy of the last pay fixation order. Send the completed application to the Principal through the head of the department.',
    ],
  },
  {
    path: '/files/docs/office/ecta-leave-rules.pdf',
    title: 'Leave Rules at a Glance (sample)',
    pages: [
      'Casual leave: up to 12 days in a calendar year. Earned leave: credited in advance twice a year, as the state rules provide. Half-pay leave: 20 days for each completed year of service. Maternity leave: 180 days. Paternity leave: 15 days. Study leave: for higher studies, on conditions, with the approval of the government. This summary is for guidance only; the state’s leave rules prevail.',
    ],
  },
  {
    path: '/files/docs/office/ecta-annual-report-2024-25.pdf',
    title: 'ECTA Annual Report 2024–25 (sample)',
    pages: [
      'The year in brief: four executive meetings and one general meeting; two memoranda to the government; a workshop for new teachers on research funding; the welfare fund helped three members with medical expenses. Membership stood at 112 on 31 March 2025.',
      'Accounts in brief: opening balance Rs 2,41,300; subscriptions Rs 67,200; expenditure Rs 58,900 (meetings, printing, welfare grants); closing balance Rs 2,49,600. The accounts were audited by a member elected by the general body.',
    ],
  },
  {
    path: '/files/docs/office/ecta-welfare-fund-form.pdf',
    title: 'ECTA Welfare Fund Application Form (sample)',
    pages: [
      'To the Treasurer, ECTA. I request assistance from the welfare fund for the reason given below. Name of member: ____________ Department: ____________ Reason (medical treatment, natural calamity, other): ____________ Amount requested: Rs ____________ Documents attached: ____________ Bank account for payment: ____________ Signature: ____________ Date: ____________',
    ],
  },
  {
    path: '/files/docs/office/ecta-election-notice-2026.pdf',
    title: 'Notice of Election of Office Bearers 2026 (sample)',
    pages: [
      'Elections to the posts of President, Vice President, General Secretary, Assistant General Secretary and Treasurer will be held on 14 March 2026 in the seminar hall from 10:00 AM to 2:00 PM. Nominations may be filed with the returning officer until 4:00 PM on 5 March 2026; scrutiny on 6 March; withdrawal until 9 March. Only members whose subscription for 2025–26 is paid may vote or stand.',
    ],
  },
  {
    path: '/files/docs/office/rti-application-form.pdf',
    title: 'Application for Information under the RTI Act, 2005 (sample)',
    pages: [
      'To the Public Information Officer, Assam Engineering College, Jalukbari, Guwahati 781013. 1. Name of the applicant: ____________ 2. Postal address: ____________ 3. Telephone and email (optional): ____________ 4. Particulars of the information sought (subject, period, details): ____________ 5. Whether the applicant is below the poverty line (attach proof): yes / no 6. Application fee of Rs 10 paid by: cash / demand draft / postal order, number ____________ Place: ____________ Date: ____________ Signature: ____________',
    ],
  },
  {
    path: '/files/docs/office/rti-first-appeal-form.pdf',
    title: 'First Appeal under Section 19(1) of the RTI Act, 2005 (sample)',
    pages: [
      'To the First Appellate Authority, Assam Engineering College, Jalukbari, Guwahati 781013. 1. Name and address of the appellant: ____________ 2. Date of the RTI application and its reference: ____________ 3. Date of the reply of the Public Information Officer, if any: ____________ 4. Grounds of appeal (no reply within 30 days, information refused, incomplete or wrong): ____________ 5. Relief sought: ____________ Place: ____________ Date: ____________ Signature: ____________',
    ],
  },
];
