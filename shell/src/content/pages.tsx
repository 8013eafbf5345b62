import type { ReactNode } from 'react';

export interface ContentPageDefinition {
  path: string;
  title: string;
  /** First paragraph, also the page's meta description. */
  lead: string;
  body?: ReactNode;
}

/** The shell's institutional pages (SPEC §2). Sample text is ours, to be replaced by the college. */
export const contentPages: ContentPageDefinition[] = [
  { path: '/about', title: 'About the College', lead: 'Assam Engineering College, founded in 1955, is the oldest engineering college of the north-east, run by the Government of Assam.' },
  { path: '/about/history', title: 'History', lead: 'From four branches in temporary sheds in 1955 to a 400-acre campus at Jalukbari with eight engineering branches.' },
  { path: '/history', title: 'History', lead: 'From four branches in temporary sheds in 1955 to a 400-acre campus at Jalukbari with eight engineering branches.' },
  { path: '/about/timeline', title: 'Timeline', lead: 'Milestones of the college: principals, toppers, the students’ union and placements.' },
  { path: '/timeline', title: 'Timeline', lead: 'Milestones of the college: principals, toppers, the students’ union and placements.' },
  { path: '/academics', title: 'Academics', lead: 'A faculty to student ratio of 1:16, more than 100 faculty members and over 2000 students across undergraduate and postgraduate programmes.' },
  { path: '/admission', title: 'Admission', lead: 'How to join the undergraduate and postgraduate programmes: disciplines, eligibility, selection and fees.' },
  { path: '/undergraduate', title: 'Undergraduate Programmes', lead: 'Bachelor of Engineering in eight disciplines, with an intake of 420 students a year.' },
  { path: '/undergraduate/disciplines', title: 'Undergraduate Disciplines and Admission Rules', lead: 'Disciplines, admission rules, eligibility, selection procedure, exemption, reservation, how to apply and fee structure.' },
  { path: '/mandatory-disclosure', title: 'AICTE Mandatory Disclosure', lead: 'The 23 items every AICTE-approved institution discloses, with links to the documents.' },
  { path: '/all-eoas', title: 'AICTE Extension of Approval', lead: 'Approval letters of the All India Council for Technical Education, 2011-12 to 2025-26.' },
  { path: '/all-audited-statements', title: 'Audited Statements', lead: 'The accounts of the college are audited by government agencies.' },
  { path: '/governance', title: 'Governance', lead: 'How the college is governed: the organisation chart and its committees.' },
  { path: '/all-programmes', title: 'All Programmes', lead: 'Every undergraduate, postgraduate and doctoral programme offered by the college.' },
  { path: '/management-quota', title: 'Management Quota', lead: 'The college offers no management quota seats: every seat is filled through the state’s admission process.' },
  { path: '/best-practices', title: 'Best Practices', lead: 'Practices of the college that others may learn from.' },
  { path: '/placement-data', title: 'Placement Data', lead: 'Placement records of the Training and Placement Cell.' },
  { path: '/trust-data', title: 'Trust Data', lead: 'The college is a government institution and is not run by a trust or society.' },
  { path: '/security', title: 'Security and Disclaimer', lead: 'How this website is kept safe, and the limits of what it promises.' },
  { path: '/auditreport', title: 'Audit Reports', lead: 'Audit reports of the college and of the TEQIP project.' },
  { path: '/servicerule', title: 'Service Rules', lead: 'Rules that govern the service of the college’s teaching and non-teaching staff.' },
  { path: '/nirf', title: 'NIRF', lead: 'Data submitted to the National Institutional Ranking Framework, 2023 to 2025.' },
  { path: '/resources', title: 'Resources', lead: 'The college anthem, videos, magazine, feedback forms, brochure and mentoring guidelines.' },
  { path: '/resources/brochure', title: 'Brochure', lead: 'The college brochure.' },
  { path: '/resources/anthem', title: 'College Anthem', lead: 'The anthem of Assam Engineering College.' },
  { path: '/resources/magazine', title: 'College Magazine', lead: 'Four issues of the college magazine.' },
  { path: '/resources/videos', title: 'Videos', lead: 'Videos about the college and its campus.' },
  { path: '/resources/mentor', title: 'Mentorship', lead: 'Guidelines of the mentor–mentee scheme, with forms.' },
  { path: '/resources/feedback', title: 'Feedback Forms', lead: 'Feedback forms for students and faculty.' },
  { path: '/antiragging', title: 'Anti-Ragging', lead: 'Ragging is a criminal offence. Help is available 24x7 on the national toll-free helpline 1800-180-5522.' },
  { path: '/cosvard', title: 'COSVARD 2018', lead: 'International Conference on Smart Villages and Rural Development, 2018.' },
  { path: '/ame', title: 'AME Conference', lead: 'Conference on Advances in Mechanical Engineering: abstracts of up to 400 words, no registration fee.' },
  { path: '/har-ghar-tiranga', title: 'Har Ghar Tiranga', lead: 'The college’s Har Ghar Tiranga programme: agenda and photographs.' },
];
