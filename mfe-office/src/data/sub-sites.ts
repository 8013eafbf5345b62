import type { SectionMenuItem } from '@aec/ui';

export interface SitePage {
  path: string;
  title: string;
  /** Shown under the title and used as the page's meta description. */
  lead?: string;
}

/** One small sub-site (office, students' union, teachers' association): its pages and its menu. */
export interface SubSiteDefinition {
  base: string;
  heading: string;
  pages: SitePage[];
  menu: SectionMenuItem[];
}

export const officeSite: SubSiteDefinition = {
  base: '/office',
  heading: 'OFFICE OF THE PRINCIPAL',
  pages: [
    { path: '', title: 'Office of the Principal', lead: 'Open 10:00 AM to 4:00 PM, six days a week, except government holidays.' },
    { path: 'principal', title: 'About The Principal' },
    { path: 'aboutus', title: 'About the Office' },
    { path: 'timeline', title: 'Past Principals' },
    { path: 'rti', title: 'Right to Information', lead: 'The Public Information Officer and the First Appellate Authority of the college under the RTI Act, 2005.' },
    { path: 'contact', title: 'Contact Us' },
    { path: 'complain', title: 'Submit Grievance', lead: 'Register with your name and email, then submit your grievance. It is answered by the Grievance Cell.' },
    { path: 'status', title: 'Grievance Status', lead: 'Enter the registration number sent to your email to see what has happened to your grievance.' },
    {
      path: 'grievance-statistics',
      title: 'Grievance Statistics',
      lead: 'How many grievances the college received, disposed and has pending, month by month. Counts only: no personal details.',
    },
    { path: 'notice', title: 'Office Notices' },
    { path: 'gallery', title: 'Photo Gallery' },
  ],
  menu: [
    { label: 'Home', to: '/office', end: true },
    { label: 'About The Principal', to: '/office/principal' },
    { label: 'About us', to: '/office/aboutus' },
    { label: 'Timeline', to: '/office/timeline' },
    { label: 'RTI', to: '/office/rti' },
    { label: 'Contact us', to: '/office/contact' },
    { label: 'Submit Grievance', to: '/office/complain' },
    { label: 'Grievance Status', to: '/office/status' },
  ],
};

export const unionSite: SubSiteDefinition = {
  base: '/aecsu',
  heading: "ASSAM ENGINEERING COLLEGE STUDENTS' UNION",
  pages: [
    { path: '', title: "Students' Union" },
    { path: 'aboutus', title: "About the Students' Union" },
    { path: 'present', title: 'Present Team' },
    { path: 'timeline', title: "Students' Union Timeline" },
    { path: 'contact', title: "Contact the Students' Union" },
    { path: 'complain', title: 'Report a Complaint', lead: "Your complaint goes to the Students' Union through the college's grievance system." },
    { path: 'notice', title: "Students' Union Notice Board" },
    { path: 'report', title: 'Weekly Upgradation Report' },
  ],
  menu: [
    { label: 'Home', to: '/aecsu', end: true },
    { label: 'About', to: '/aecsu/aboutus' },
    { label: 'Present Team', to: '/aecsu/present' },
    { label: 'Timelines', to: '/aecsu/timeline' },
    { label: 'Contact us', to: '/aecsu/contact' },
    { label: 'Report a complain', to: '/aecsu/complain' },
    { label: 'Weekly Upgradation Report', to: '/aecsu/report' },
  ],
};

export const associationSite: SubSiteDefinition = {
  base: '/ecta',
  heading: "ENGINEERING COLLEGE TEACHERS' ASSOCIATION",
  pages: [
    { path: '', title: "Teachers' Association" },
    { path: 'aboutus', title: "About the Teachers' Association" },
    { path: 'resources', title: 'Resources' },
    { path: 'contact', title: "Contact the Teachers' Association" },
    { path: 'complain', title: 'Report a Complaint', lead: "Your complaint goes to the Teachers' Association through the college's grievance system." },
  ],
  menu: [
    { label: 'Home', to: '/ecta', end: true },
    { label: 'Resources', to: '/ecta/resources' },
    { label: 'Contact us', to: '/ecta/contact' },
    { label: 'Report a complain', to: '/ecta/complain' },
  ],
};
