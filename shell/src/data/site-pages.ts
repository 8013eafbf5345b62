import { DEPARTMENTS } from '@aec/contracts';

/**
 * Every page the shell itself renders, as data: the route table, the HTML sitemap, /sitemap.xml,
 * the browser title, the meta description and the 'Last updated' date all read from here.
 */
export type ShellFeature = 'about' | 'academics' | 'admission' | 'disclosure' | 'resources' | 'events' | 'policies' | 'login';

export type SitemapGroup = 'The college' | 'Academics and admission' | 'Disclosures and reports' | 'Resources and events' | 'Help and policies' | 'Sign in';

export interface ShellPage {
  path: string;
  /** The page's h1; the browser title is '<title> | Assam Engineering College'. */
  title: string;
  /** Shown under the title and used as the meta description. */
  description: string;
  /** ISO date the content was last revised (GIGW: every page says when it was last updated). */
  updated: string;
  feature: ShellFeature;
  group: SitemapGroup;
  /** Listed in the sitemaps; aliases of another page are not. */
  inSitemap?: false;
  /**
   * Its text is written in English only (a long page: disclosures, policies, reports, rules; issue
   * 17 allows it): on an Assamese or Hindi page the body is marked lang="en", under one line in the
   * page's language saying so. Title and lead are translated all the same.
   */
  englishBody?: true;
}

/** Release date of the site as a whole: the 'Last updated' of pages that are not listed below. */
export const SITE_UPDATED = '2026-11-21';

export const HOME_DESCRIPTION =
  'Assam Engineering College, Guwahati: the oldest engineering college of north-east India. Admissions, departments, notices, tenders, news, events, hostels and the grievance facility.';

export const shellPages: ShellPage[] = [
  // The college
  { path: '/about', title: 'About the College', description: 'Assam Engineering College, founded in 1955 at Jalukbari, Guwahati, is the oldest engineering college of north-east India, run by the Government of Assam.', updated: '2026-10-02', feature: 'about', group: 'The college' },
  { path: '/about/history', title: 'History', description: 'From four branches in borrowed rooms in 1955 to a 400-acre campus at Jalukbari with eight engineering branches.', updated: '2026-10-02', feature: 'about', group: 'The college', englishBody: true },
  { path: '/history', title: 'History', description: 'From four branches in borrowed rooms in 1955 to a 400-acre campus at Jalukbari with eight engineering branches.', updated: '2026-10-02', feature: 'about', group: 'The college', inSitemap: false, englishBody: true },
  { path: '/about/timeline', title: 'Timeline', description: 'The college in four stories: its principals, its toppers, the students’ union and placements.', updated: '2026-10-02', feature: 'about', group: 'The college', englishBody: true },
  { path: '/timeline', title: 'Timeline', description: 'The college in four stories: its principals, its toppers, the students’ union and placements.', updated: '2026-10-02', feature: 'about', group: 'The college', inSitemap: false, englishBody: true },
  { path: '/governance', title: 'Governance', description: 'How the college is governed: the Department of Higher Education, the principal, and the committees that run academics, students’ welfare and purchases.', updated: '2026-09-15', feature: 'disclosure', group: 'The college', englishBody: true },
  { path: '/security', title: 'Security and Disclaimer', description: 'How this website is kept safe, and the limits of what it promises.', updated: '2026-08-01', feature: 'policies', group: 'Help and policies', englishBody: true },

  // Academics and admission
  { path: '/academics', title: 'Academics', description: 'A faculty to student ratio of 1:16, more than 100 faculty members and over 2000 students in undergraduate, postgraduate and doctoral programmes.', updated: '2026-09-20', feature: 'academics', group: 'Academics and admission', englishBody: true },
  { path: '/all-programmes', title: 'All Programmes', description: 'Every undergraduate, postgraduate and doctoral programme of the college, with its intake.', updated: '2026-09-20', feature: 'academics', group: 'Academics and admission', englishBody: true },
  { path: '/admission', title: 'Admission', description: 'How to join the college: the entrance examination, eligibility, reservation, selection and fees.', updated: '2026-07-10', feature: 'admission', group: 'Academics and admission' },
  { path: '/undergraduate', title: 'Undergraduate Programmes', description: 'Bachelor of Engineering in eight disciplines, with an intake of 420 students a year (400+).', updated: '2026-07-10', feature: 'admission', group: 'Academics and admission' },
  { path: '/undergraduate/disciplines', title: 'Undergraduate Disciplines and Admission Rules', description: 'Disciplines, admission rules, eligibility, selection procedure, exemption, reservation, how to apply and fee structure of the B.E. programmes.', updated: '2026-07-10', feature: 'admission', group: 'Academics and admission', englishBody: true },
  { path: '/management-quota', title: 'Management Quota', description: 'The college offers no management quota seats: every seat is filled through the state’s admission process.', updated: '2026-07-10', feature: 'admission', group: 'Academics and admission', englishBody: true },

  // Disclosures and reports
  { path: '/mandatory-disclosure', title: 'AICTE Mandatory Disclosure', description: 'The 23 items every AICTE-approved institution discloses, with the documents behind them.', updated: '2026-09-30', feature: 'disclosure', group: 'Disclosures and reports', englishBody: true },
  { path: '/all-eoas', title: 'AICTE Extension of Approval', description: 'Extension of Approval letters of the All India Council for Technical Education, 2011-12 to 2025-26.', updated: '2026-06-30', feature: 'disclosure', group: 'Disclosures and reports', englishBody: true },
  { path: '/all-audited-statements', title: 'Audited Statements', description: 'The accounts of the college are audited by government agencies, not by a private auditor.', updated: '2026-06-30', feature: 'disclosure', group: 'Disclosures and reports', englishBody: true },
  { path: '/placement-data', title: 'Placement Data', description: 'Placement records of the Training and Placement Cell, year by year.', updated: '2026-08-20', feature: 'disclosure', group: 'Disclosures and reports', englishBody: true },
  { path: '/trust-data', title: 'Trust Data', description: 'The college is a government institution: no trust or society runs it.', updated: '2026-06-30', feature: 'disclosure', group: 'Disclosures and reports', englishBody: true },
  { path: '/best-practices', title: 'Best Practices', description: 'Practices of the college that others may learn from. This page is being prepared.', updated: '2026-06-30', feature: 'disclosure', group: 'Disclosures and reports', englishBody: true },
  { path: '/auditreport', title: 'Audit Reports', description: 'Audit reports of the college and of its TEQIP project.', updated: '2026-06-30', feature: 'disclosure', group: 'Disclosures and reports', englishBody: true },
  { path: '/servicerule', title: 'Service Rules', description: 'The rules that govern the service of the college’s teaching and non-teaching staff.', updated: '2026-06-30', feature: 'disclosure', group: 'Disclosures and reports', englishBody: true },
  { path: '/nirf', title: 'NIRF', description: 'Data the college submitted to the National Institutional Ranking Framework, 2023 to 2025.', updated: '2026-03-31', feature: 'disclosure', group: 'Disclosures and reports', englishBody: true },

  // Resources and events
  { path: '/resources', title: 'Resources', description: 'The college anthem, videos, magazine, feedback forms, brochure and mentoring guidelines.', updated: '2026-09-01', feature: 'resources', group: 'Resources and events', englishBody: true },
  { path: '/resources/anthem', title: 'College Anthem', description: 'The words of the anthem of Assam Engineering College.', updated: '2026-09-01', feature: 'resources', group: 'Resources and events', englishBody: true },
  { path: '/resources/videos', title: 'Videos', description: 'Three short films about the college, its campus and its students.', updated: '2026-09-01', feature: 'resources', group: 'Resources and events' },
  { path: '/resources/magazine', title: 'College Magazine', description: 'Four issues of the college magazine, written and edited by students.', updated: '2026-09-01', feature: 'resources', group: 'Resources and events', englishBody: true },
  { path: '/resources/feedback', title: 'Feedback Forms', description: 'Feedback forms for students and faculty on courses, teaching and facilities.', updated: '2026-09-01', feature: 'resources', group: 'Resources and events', englishBody: true },
  { path: '/resources/brochure', title: 'Brochure', description: 'The college brochure: programmes, campus, facilities and how to reach us.', updated: '2026-09-01', feature: 'resources', group: 'Resources and events', englishBody: true },
  { path: '/resources/mentor', title: 'Mentorship', description: 'Guidelines of the mentor–mentee scheme, with its forms.', updated: '2026-09-01', feature: 'resources', group: 'Resources and events', englishBody: true },
  { path: '/antiragging', title: 'Anti-Ragging', description: 'Ragging is a criminal offence and is banned on the campus. Help is available 24x7 on the national toll-free helpline 1800-180-5522.', updated: '2026-08-01', feature: 'events', group: 'Resources and events', englishBody: true },
  { path: '/cosvard', title: 'COSVARD 2018', description: 'International Conference on Smart Villages and Rural Development, held at the college in 2018.', updated: '2026-05-12', feature: 'events', group: 'Resources and events', englishBody: true },
  { path: '/ame', title: 'AME Conference', description: 'National Conference on Advances in Mechanical Engineering: abstracts of up to 400 words, no registration fee.', updated: '2026-05-12', feature: 'events', group: 'Resources and events', englishBody: true },
  { path: '/har-ghar-tiranga', title: 'Har Ghar Tiranga', description: 'The college’s Har Ghar Tiranga programme: agenda and photographs.', updated: '2026-08-16', feature: 'events', group: 'Resources and events', englishBody: true },

  // Help and policies (GIGW)
  { path: '/screen-reader-access', title: 'Screen Reader Access', description: 'How to use this website with a screen reader, the keyboard, larger text or high contrast.', updated: SITE_UPDATED, feature: 'policies', group: 'Help and policies', englishBody: true },
  { path: '/sitemap', title: 'Sitemap', description: 'Every page of the Assam Engineering College website, grouped by topic.', updated: SITE_UPDATED, feature: 'policies', group: 'Help and policies', englishBody: true },
  { path: '/accessibility-statement', title: 'Accessibility Statement', description: 'How this website meets the Guidelines for Indian Government Websites (GIGW 3.0) and WCAG 2.1 AA, and how to report a barrier.', updated: SITE_UPDATED, feature: 'policies', group: 'Help and policies', englishBody: true },
  { path: '/copyright-policy', title: 'Copyright Policy', description: 'What you may reproduce from this website, and how to credit it.', updated: SITE_UPDATED, feature: 'policies', group: 'Help and policies', englishBody: true },
  { path: '/hyperlink-policy', title: 'Hyperlinking Policy', description: 'Linking to this website, and what our links to other websites mean.', updated: SITE_UPDATED, feature: 'policies', group: 'Help and policies', englishBody: true },
  { path: '/privacy-policy', title: 'Privacy Policy', description: 'What this website records about you, and what it never does.', updated: SITE_UPDATED, feature: 'policies', group: 'Help and policies', englishBody: true },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', description: 'The terms on which this website is offered.', updated: SITE_UPDATED, feature: 'policies', group: 'Help and policies', englishBody: true },

  // Sign in (static forms: docs/product/institutional-pages.md)
  { path: '/studentsLogin', title: 'Student Login', description: 'Sign-in for students is not available on this website yet.', updated: SITE_UPDATED, feature: 'login', group: 'Sign in', englishBody: true },
  { path: '/teacherLogin', title: 'Teacher Login', description: 'Sign-in for teachers is not available on this website yet.', updated: SITE_UPDATED, feature: 'login', group: 'Sign in', englishBody: true },
  { path: '/parentslogin', title: 'Parent Login', description: 'Sign-in for parents is not available on this website yet.', updated: SITE_UPDATED, feature: 'login', group: 'Sign in', englishBody: true },
  { path: '/alumnilogin', title: 'Alumni Login', description: 'Sign-in for alumni is not available on this website yet.', updated: SITE_UPDATED, feature: 'login', group: 'Sign in', englishBody: true },
];

export function findShellPage(path: string): ShellPage | undefined {
  return shellPages.find((page) => page.path === path);
}

/** The pages of each remote that the sitemaps list (their sub-pages are reached from these). */
export const remoteSitemapPages: { path: string; title: string; group: SitemapGroup | 'Departments' | 'Notices and news' | 'Office' | 'Campus life' | 'Projects' }[] = [
  { path: '/notifications', title: 'Notifications', group: 'Notices and news' },
  { path: '/notifications/notice', title: 'Notice Board', group: 'Notices and news' },
  { path: '/notifications/tender', title: 'Tenders', group: 'Notices and news' },
  { path: '/notifications-all', title: 'All Notifications', group: 'Notices and news' },
  { path: '/news', title: 'News', group: 'Notices and news' },
  { path: '/events', title: 'Events', group: 'Notices and news' },
  { path: '/bis-corner', title: 'BIS Corner', group: 'Notices and news' },
  { path: '/alerts', title: 'Alerts by email', group: 'Notices and news' },
  { path: '/search', title: 'Search the site', group: 'Notices and news' },
  { path: '/departments', title: 'Departments', group: 'Departments' },
  { path: '/schools', title: 'Schools', group: 'Departments' },
  { path: '/all-faculty', title: 'Faculty of the College', group: 'Departments' },
  ...DEPARTMENTS.map(({ code, name }) => ({ path: `/department/${code}/home`, title: `Department of ${name}`, group: 'Departments' as const })),
  { path: '/office', title: 'Office of the Principal', group: 'Office' },
  { path: '/office/contact', title: 'Contact Us', group: 'Office' },
  { path: '/office/complain', title: 'Submit Grievance', group: 'Office' },
  { path: '/office/status', title: 'Grievance Status', group: 'Office' },
  { path: '/office/grievance-statistics', title: 'Grievance Statistics', group: 'Office' },
  { path: '/office/rti', title: 'Right to Information', group: 'Office' },
  { path: '/aecsu', title: "Students' Union", group: 'Office' },
  { path: '/ecta', title: "Teachers' Association", group: 'Office' },
  { path: '/campuslife', title: 'Campus Life', group: 'Campus life' },
  { path: '/hostel', title: 'Hostels', group: 'Campus life' },
  { path: '/club', title: 'Student Activity Center', group: 'Campus life' },
  { path: '/library', title: 'Library', group: 'Campus life' },
  { path: '/ccc', title: 'Central Computing Centre', group: 'Campus life' },
  { path: '/project/teqip/home', title: 'TEQIP-III', group: 'Projects' },
  { path: '/project/neqip/home', title: 'NEQIP', group: 'Projects' },
  { path: '/project/rusa/home', title: 'RUSA', group: 'Projects' },
];
