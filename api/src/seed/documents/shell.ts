import type { DocumentSpec } from './document-spec';

/**
 * Documents linked from the shell front end (shell/src/data/documents.ts; its test checks every link
 * against this list and the size it states). All sample documents, to be replaced by the college.
 */
const doc = (path: string, title: string, ...pages: string[]): DocumentSpec => ({ path: `/files/docs/${path}.pdf`, title, pages });

const EOA_YEARS = [
  '2011-12',
  '2013-14',
  '2014-15',
  '2015-16',
  '2016-17',
  '2017-18',
  '2018-19',
  '2019-20',
  '2020-21',
  '2021-22',
  '2022-23',
  '2023-24',
  '2024-25',
  '2025-26',
];

const eoaLetters = EOA_YEARS.map((year) =>
  doc(
    `eoa/eoa-${year}`,
    `AICTE Extension of Approval ${year}`,
    `All India Council for Technical Education. Extension of Approval for the academic year ${year}. Institution: Assam Engineering College, Jalukbari, Guwahati 781013 (government institution). The Council grants extension of approval for the undergraduate and postgraduate programmes in engineering and the Master of Computer Applications with the intake listed in the annexure, subject to the conditions of the Approval Process Handbook of the year.`,
    'Annexure: programme-wise approved intake. Civil Engineering 90; Mechanical Engineering 60; Electrical Engineering 90; Chemical Engineering 60; Electronics and Telecommunication Engineering 60; Computer Science and Engineering 20; Instrumentation Engineering 20; Industrial and Production Engineering 20; Master of Computer Applications 30; four M.E. programmes 18 each. The institution shall display this letter on its website.',
  ),
);

export const shellDocuments: DocumentSpec[] = [
  // Home: featured notices
  doc(
    'notices/final-btech-admission-7-8-august-2025',
    'Notice: Final B.Tech Admission on 7th and 8th August 2025',
    'Candidates selected for the first year of the B.Tech programmes for the session 2025-26 are to report to the college auditorium on 7 August 2025 (Civil, Mechanical, Electrical, Chemical) or 8 August 2025 (Electronics and Telecommunication, Computer Science, Instrumentation, Industrial and Production) at 10:00 AM for final admission.',
    'Bring the original mark sheets and pass certificates of Class X and XII, the admit card and score card of the entrance test, the allotment letter, a caste certificate where claimed, a medical fitness certificate, six passport-size photographs and the anti-ragging undertaking signed by the candidate and a parent. Fees are paid online on the day of admission.',
  ),
  doc(
    'notices/induction-programme-1st-semester-2025',
    'Notice: Induction Programme for the 1st Semester, 2025',
    'A three-week induction programme for the students of the first semester begins on 18 August 2025 in the college auditorium at 9:30 AM. The programme introduces the college, its departments, the library and the hostels; it includes physical activity, creative arts, lectures by eminent alumni, visits to the laboratories and a session on universal human values.',
    'Attendance is compulsory. Students are to be in the auditorium by 9:15 AM each day. Regular classes of the first semester begin after the induction programme ends.',
  ),
  doc(
    'notices/anti-ragging-committee-and-squad-2025',
    'Anti-Ragging Committee and Anti-Ragging Squad, 2025',
    'The Anti-Ragging Committee for 2025-26: the Principal (chairperson); the Dean of Students’ Affairs; two heads of departments; a representative of the district administration; a representative of the local police station; a representative of the media; two parents; and two students (one fresher, one senior).',
    'The Anti-Ragging Squad, which makes surprise visits to hostels, the canteen, buses and other places on the campus: six teachers named by the Principal, with the wardens of the hostels. Any student may report ragging to any member, or on the national toll-free helpline 1800-180-5522 (24x7).',
  ),

  // Home: campus-life prospectus block
  doc(
    'prospectus/college-prospectus-2025-26',
    'College Prospectus 2025-26',
    'Assam Engineering College, established in 1955, is the oldest engineering college of north-east India. It offers the Bachelor of Engineering in eight branches, the Master of Engineering in four specialisations and the Master of Computer Applications, and it is a centre for doctoral research.',
    'Campus: 400+ acres at Jalukbari on the bank of the Brahmaputra, 9 hostels for more than 1700 students, 19 clubs, a central library of over 64000 books, a central computing centre, a health centre, a bank, a post office, a gymnasium and an auditorium.',
    'Admission to the B.E. programmes is through the state combined entrance examination. Fees are about Rs 15,000 a year (about Rs 2,000 tuition and Rs 13,000 other charges); the hostel deposit is about Rs 8,000.',
  ),
  doc(
    'prospectus/hostel-prospectus-2025-26',
    'Hostel Prospectus 2025-26',
    'The college has nine hostels, for men and women, with capacities from 65 to 230 residents. Seats are allotted by the Chief Warden on the basis of distance from home and year of study. Each hostel has a warden, a mess run by the residents, a reading room and a common room.',
    'Rules in brief: residents sign the anti-ragging undertaking; visitors are received in the visitors’ room until 7:00 PM; the mess committee publishes its accounts every month; damage to hostel property is charged to those responsible.',
  ),
  doc(
    'prospectus/student-activity-centre-prospectus-2025-26',
    'Student Activity Centre Prospectus 2025-26',
    'The Student Activity Centre is the home of the college’s clubs: entrepreneurship, coding, robotics, quizzing, music, Bihu, fine arts, dance, literature, photography, theatre, energy and motor sports. Every club is open to every student; membership drives are held in the first month of the odd semester.',
    'The centre has a rehearsal hall, a music room with instruments, a robotics workshop and a meeting room that clubs book through the Dean of Students’ Affairs.',
  ),

  // Footer and academics
  doc(
    'academic/academic-calendar-2025-26',
    'Academic Calendar 2025-26',
    'Odd semester 2025: classes of the 3rd, 5th and 7th semesters begin on 4 August 2025; induction programme of the 1st semester from 18 August 2025; first sessional examination in the week of 15 September; second sessional examination in the week of 3 November; last day of classes 21 November 2025; end-semester examinations from 1 December 2025.',
    'Even semester 2026: classes begin on 2 February 2026; sessional examinations in the weeks of 9 March and 20 April; last day of classes 22 May 2026; end-semester examinations from 1 June 2026. The college annual day is held in the last week of February.',
  ),
  doc(
    'academic/holiday-list-2026',
    'List of Holidays 2026',
    'The college follows the holidays declared by the Government of Assam. Holidays in 2026 include Republic Day (26 January), Magh Bihu (15 January), Bohag Bihu (14 and 15 April), Independence Day (15 August), Durga Puja (five days in October), Diwali, Gandhi Jayanti (2 October) and Christmas (25 December).',
    'The office works from 10:00 AM to 4:00 PM, six days a week, except on government holidays. The library and the hostels follow their own notices during the holidays.',
  ),
  doc(
    'academic/class-timetable-odd-semester-2025',
    'Class Timetable, Odd Semester 2025',
    'Classes run from 9:30 AM to 4:30 PM, Monday to Friday, with laboratory sessions of three hours in the afternoons and Saturdays kept for tutorials, remedial classes and club activities. The departmental timetables are posted on the notice boards of the departments.',
  ),
  doc(
    'brochures/college-brochure-2025',
    'College Brochure 2025',
    'Assam Engineering College at a glance: founded 1955; 8 engineering branches; 2000+ students; 100+ faculty; faculty to student ratio 1:16; 400+ acres at Jalukbari, Guwahati; 9 hostels; 19 clubs.',
    'How to reach us: the campus is on National Highway 27 at Jalukbari, 14 km from Guwahati railway station and 20 km from Lokpriya Gopinath Bordoloi International Airport. City buses stop at the college gate.',
  ),
  doc(
    'brochures/admission-brochure-2025',
    'Admission Brochure 2025',
    'Undergraduate admission: entrance examination in mathematics, physics and chemistry, 100 marks and 2 hours each. Eligibility: at least 50% aggregate in physics, chemistry and mathematics at the higher secondary level (45% for SC, 40% for ST candidates); age 17 to 21 years on 1 August of the year of admission, with 3 years of relaxation for SC and ST candidates.',
    'Reservation: SC 7%, ST (plains) 10%, ST (hills) 5%, OBC 15%; seven seats for children of central government employees; one seat each for several other categories named in the admission rules. Fees about Rs 15,000 a year.',
  ),

  // Mandatory disclosure
  doc(
    'disclosure/mandatory-disclosure-2025-26',
    'AICTE Mandatory Disclosure 2025-26',
    'This document is the mandatory disclosure of Assam Engineering College for 2025-26 in the format of the All India Council for Technical Education. It lists the name and address of the institution, its governance, its programmes and intake, its faculty, fees, admission process, infrastructure, placements and the approvals it holds.',
    'Institution: Assam Engineering College, Jalukbari, Guwahati 781013, Assam. Type: government. Affiliating university: Assam Science and Technology University, Guwahati. Head of the institution: the Principal. Telephone: +91 361 257 0000 (sample). Email: principal@aec.ac.in.',
  ),
  doc(
    'disclosure/application-form-2025',
    'Application Form for Admission 2025',
    'Name of the candidate: ____________ Date of birth: ____________ Category (General / SC / ST(P) / ST(H) / OBC / other): ____________ Roll number of the entrance examination: ____________ Rank: ____________ Address: ____________ Telephone: ____________ Email: ____________ Preferences of branch (1 to 8): ____________ Signature of the candidate: ____________ Signature of a parent: ____________',
  ),
  doc(
    'disclosure/infrastructure-2025-26',
    'Infrastructure of the College 2025-26',
    'Campus area: 400+ acres. Built-up area: classrooms 48, tutorial rooms 16, laboratories 92, workshops 6, seminar halls 4, computer centres 2, central library with a reading hall of 616 square metres, auditorium of 1200 seats, 9 hostels, staff quarters, a health centre, a canteen (7 AM to 7 PM), a bank, a post office and a gymnasium.',
  ),
  doc(
    'disclosure/student-enrolment-2023-2026',
    'Student Enrolment, 2023-24 to 2025-26',
    'Students admitted to the first year: 2023-24, 412 in B.E., 66 in M.E., 30 in MCA; 2024-25, 418 in B.E., 70 in M.E., 30 in MCA; 2025-26, 420 in B.E., 72 in M.E., 30 in MCA. Total students on the rolls in 2025-26: 2140.',
  ),
  doc(
    'disclosure/committees-2025-26',
    'Committees of the College 2025-26',
    'Academic Council; Anti-Ragging Committee; Anti-Ragging Squad; Internal Complaints Committee; Grievance Redressal Committee; SC/ST Cell; Purchase Committee; Library Committee; Hostel Management Committee; Training and Placement Committee; Students’ Welfare Committee. Each committee is named by the Principal for the academic year; its members and their telephone numbers are listed in the pages that follow.',
    'Internal Complaints Committee (prevention of sexual harassment): a senior woman teacher as presiding officer, two teachers, one member of the non-teaching staff, one member from a non-governmental organisation, and two students. Complaints may be given in writing to any member.',
  ),

  // Placement data
  ...['2021-22', '2022-23', '2023-24', '2024-25'].map((year, i) =>
    doc(
      `placement/placement-record-${year}`,
      `Placement Record ${year}`,
      `Training and Placement Cell, Assam Engineering College. Campus placements of the graduating batch of ${year}. Companies that visited: ${28 + i * 6}. Students eligible: ${380 + i * 8}. Students placed: ${176 + i * 24}. Highest annual package offered: Rs ${18 + i * 3} lakh. Median annual package: Rs ${4 + i * 0.5} lakh.`,
      'Branch-wise placements: Civil, Mechanical, Electrical, Chemical, Electronics and Telecommunication, Computer Science, Instrumentation, Industrial and Production, and Computer Applications. Students who chose higher studies or the civil services are listed separately and are not counted as unplaced.',
    ),
  ),

  // Audit reports
  ...['2021-22', '2022-23', '2023-24'].map((year) =>
    doc(
      `audit/college-audit-report-${year}`,
      `Audit Report of the College Accounts ${year}`,
      `Report of the audit of the accounts of Assam Engineering College for the financial year ${year}, conducted by the Directorate of Audit (Local Fund), Government of Assam. The audit covered the receipts of fees, the grants of the state government, the expenditure on salaries, purchases and works, and the students’ funds.`,
      'Observations: the accounts are maintained as required; two advances older than a year are to be adjusted; the stock registers of three laboratories are to be verified physically. Replies of the college to the observations are attached.',
    ),
  ),
  ...['2018-19', '2019-20', '2020-21'].map((year) =>
    doc(
      `audit/teqip-audit-report-${year}`,
      `TEQIP-III Audit Report ${year}`,
      `Report of the statutory audit of the Technical Education Quality Improvement Programme (Phase III) funds of Assam Engineering College for ${year}, conducted by a chartered accountant firm appointed by the State Project Facilitation Unit. The audit covered procurement, the institutional development grants, faculty and staff development and the equity action plan.`,
    ),
  ),

  // Service rules
  doc(
    'service-rules/teaching-staff-service-rules',
    'Service Rules for the Teaching Staff',
    'These rules summarise the conditions of service of the teachers of the college: recruitment through the Assam Public Service Commission, probation of two years, pay levels and the career advancement scheme of the All India Council for Technical Education as adopted by the Government of Assam, leave, retirement and pension.',
  ),
  doc(
    'service-rules/non-teaching-staff-service-rules',
    'Service Rules for the Non-Teaching Staff',
    'These rules summarise the conditions of service of the ministerial, technical and support staff of the college, who are employees of the Government of Assam: recruitment, probation, seniority, promotion, leave, conduct and discipline.',
  ),
  doc(
    'service-rules/leave-rules-summary',
    'Leave Rules: a Summary',
    'Casual leave: 12 days a year. Earned leave: as admissible to government servants, credited twice a year. Half-pay leave, maternity leave of 180 days, paternity leave of 15 days, child care leave and study leave: as in the rules of the Government of Assam. Vacation of teachers: as notified in the academic calendar.',
  ),
  doc(
    'service-rules/conduct-and-discipline-rules',
    'Conduct and Discipline: a Summary',
    'Every employee of the college is bound by the conduct rules of the Government of Assam: integrity, political neutrality, no private tuition for payment, no acceptance of gifts above the limits in the rules, and courtesy to students and the public. Disciplinary proceedings follow the Assam Services (Discipline and Appeal) Rules.',
  ),

  // NIRF
  ...['2023', '2024', '2025'].map((year) =>
    doc(
      `nirf/nirf-data-${year}`,
      `NIRF Data ${year}: Engineering`,
      `Data submitted by Assam Engineering College to the National Institutional Ranking Framework ${year}, engineering category. Sanctioned intake, total students, students of other states and countries, economically and socially challenged students, median salary of graduates, students in higher studies, doctoral students, financial resources, and facilities for physically challenged students.`,
      'Each figure in this document is as submitted on the framework’s portal; the college keeps the supporting records in the office of the Principal.',
    ),
  ),

  // EoA letters
  ...eoaLetters,

  // Resources
  ...[
    ['2022', 'Sixty-Seven Years On'],
    ['2023', 'Bridges'],
    ['2024', 'The River and the Lab'],
    ['2025', 'Seventy'],
  ].map(([year, theme]) =>
    doc(
      `magazine/abhiyanta-${year}`,
      `Abhiyanta ${year}: ${theme}`,
      `Abhiyanta, the magazine of the students of Assam Engineering College, issue of ${year}, on the theme “${theme}”. Editorial board: students of the magazine club. This issue carries essays, poems, short stories and sketches in Assamese and English, and reports of the year’s clubs, festivals and sports.`,
      'From the editor: a magazine is a college talking to itself. We thank every student who wrote for this issue, and the teachers who read the drafts.',
    ),
  ),
  doc(
    'feedback/student-feedback-form',
    'Student Feedback Form',
    'Course: ____________ Semester: ____________ Teacher: ____________ Rate each statement from 1 (disagree) to 5 (agree): the syllabus was covered in time; the teacher explained clearly; doubts were answered; assessments were fair and returned on time; the laboratory was adequate. Your suggestions: ____________ This form is anonymous; drop it in the feedback box of the department.',
  ),
  doc(
    'feedback/faculty-feedback-form',
    'Faculty Feedback Form on the Curriculum',
    'Department: ____________ Course taught: ____________ Rate each statement from 1 to 5: the syllabus is up to date; the credits match the work; the prerequisites are right; the laboratory supports the course. Topics to add or drop: ____________ Give the form to the head of the department.',
  ),
  doc(
    'mentor/mentor-mentee-guidelines',
    'Guidelines of the Mentor-Mentee Scheme',
    'Every student of the college has a faculty mentor from the first semester to the last. A mentor has about 20 mentees. Mentors meet their mentees at least twice a semester, in a group and one to one, and help with studies, attendance, health, money and careers. What a mentee tells a mentor is kept in confidence unless there is a risk of harm.',
    'The mentor keeps a record of each meeting on the mentee record form and sends a short report to the head of the department at the end of each semester. A student may ask the head of the department for a different mentor.',
  ),
  doc(
    'mentor/mentee-record-form',
    'Mentee Record Form',
    'Name of the mentee: ____________ Roll number: ____________ Branch and semester: ____________ Telephone of the mentee: ____________ Telephone of a parent: ____________ Hostel and room, or local address: ____________ Meetings (date, what was discussed, what was agreed): ____________',
  ),
  doc(
    'mentor/mentor-semester-report',
    'Mentor’s Semester Report',
    'Mentor: ____________ Department: ____________ Semester: ____________ Number of mentees: ____________ Meetings held: ____________ Mentees needing attention (attendance, results, health, other): ____________ Action taken and suggestions to the department: ____________',
  ),

  // Anti-ragging
  doc(
    'antiragging/undertaking-form',
    'Anti-Ragging Undertaking by the Student and a Parent',
    'I, ____________, have read the regulations of the University Grants Commission and the All India Council for Technical Education on curbing the menace of ragging. I undertake that I will not take part in ragging in any form, and I understand that if I do, I may be expelled from the college and face criminal proceedings. Signature of the student: ____________ Signature of the parent: ____________ Date: ____________',
    'The undertaking is also submitted online at the national anti-ragging portal; the registration number it gives is to be written here: ____________',
  ),
  doc(
    'antiragging/anti-ragging-monitoring-cell-2025',
    'Anti-Ragging Monitoring Cell, 2025',
    'The cell watches over the first-year students through the year: it meets them every month, reads the reports of the anti-ragging squad and of the hostel wardens, and tells the Anti-Ragging Committee of anything it learns. Members: the Dean of Students’ Affairs, the Chief Warden, the wardens of the first-year hostels, two teachers and two senior students.',
  ),

  // Conferences
  doc(
    'conferences/cosvard-2018-brochure',
    'COSVARD 2018: Conference Brochure',
    'International Conference on Smart Villages and Rural Development (COSVARD 2018), Assam Engineering College, Guwahati. The conference brought together engineers, planners and village leaders to share technology for rural water supply, energy, roads, health and livelihoods.',
    'Tracks: rural infrastructure; renewable energy for villages; information technology for rural governance; agriculture and food processing; water and sanitation; disaster resilience in the Brahmaputra valley.',
  ),
  doc(
    'conferences/cosvard-2018-call-for-papers',
    'COSVARD 2018: Call for Papers',
    'Authors were invited to send full papers of up to eight pages in the conference template by email. Every paper was reviewed by two referees. Accepted papers were presented in the technical sessions and published in the conference proceedings.',
  ),
  doc(
    'conferences/ame-brochure',
    'AME Conference: Brochure and Call for Abstracts',
    'National Conference on Advances in Mechanical Engineering, Department of Mechanical Engineering, Assam Engineering College. Themes: design and manufacturing, thermal and fluid engineering, materials, robotics and automation, and energy. Abstracts of up to 400 words are invited. There is no registration fee.',
  ),
  doc(
    'conferences/ame-abstract-template',
    'AME Conference: Abstract Template',
    'Title of the paper. Names of the authors, with affiliations and the email of the corresponding author. Abstract: up to 400 words, in one paragraph, stating the problem, the method, the main result and why it matters. Keywords: three to five.',
  ),
];
