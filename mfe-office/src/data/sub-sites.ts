import type { SectionMenuItem } from '@aec/ui';

export interface SitePage {
  path: string;
  title: string;
  /** Shown under the title and used as the page's meta description. */
  lead?: string;
  /** The meta description when there is no lead (or it should say more than the lead): plain text, about 160 characters. */
  description?: string;
}

/** One small sub-site (office, students' union, teachers' association): its pages and its menu. */
export interface SubSiteDefinition {
  base: string;
  /** The sub-site's name in a breadcrumb trail (Home / <name> / <page>). */
  name: string;
  heading: string;
  pages: SitePage[];
  menu: SectionMenuItem[];
}

export const officeSite: SubSiteDefinition = {
  base: '/office',
  name: 'Office of the Principal',
  heading: 'OFFICE OF THE PRINCIPAL',
  pages: [
    {
      path: '',
      title: 'Office of the Principal',
      lead: 'Open 10:00 AM to 4:00 PM, six days a week, except government holidays.',
      description:
        'The office of the Principal of Assam Engineering College: message from the Principal, office hours, telephone and email, grievances, RTI, office notices.',
    },
    {
      path: 'principal',
      title: 'About The Principal',
      description: 'The Principal of Assam Engineering College: qualifications, career and the full message from the Principal.',
    },
    {
      path: 'aboutus',
      title: 'About the Office',
      description: 'What the office of the Principal of Assam Engineering College does, its hours, and a searchable directory of the office staff.',
    },
    {
      path: 'timeline',
      title: 'Past Principals',
      description: 'The nineteen Principals who have led Assam Engineering College since it opened in 1955, with their years in office.',
    },
    { path: 'rti', title: 'Right to Information', lead: 'The Public Information Officer and the First Appellate Authority of the college under the RTI Act, 2005.' },
    {
      path: 'contact',
      title: 'Contact Us',
      description: 'Address, office hours, telephone, email, directions and map of the office of the Principal, Assam Engineering College, Jalukbari, Guwahati.',
    },
    { path: 'complain', title: 'Submit Grievance', lead: 'Register with your name and email, then submit your grievance. It is answered by the Grievance Cell.' },
    { path: 'status', title: 'Grievance Status', lead: 'Enter the registration number sent to your email to see what has happened to your grievance.' },
    {
      path: 'grievance-statistics',
      title: 'Grievance Statistics',
      lead: 'How many grievances the college received, disposed and has pending, month by month. Counts only: no personal details.',
    },
    { path: 'notice', title: 'Office Notices', description: 'Notices from the office of the Principal of Assam Engineering College, newest first.' },
    { path: 'gallery', title: 'Photo Gallery', description: 'Photographs of the campus and events of Assam Engineering College, Jalukbari, Guwahati.' },
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
  name: "Students' Union",
  heading: "ASSAM ENGINEERING COLLEGE STUDENTS' UNION",
  pages: [
    {
      path: '',
      title: "Students' Union",
      description:
        "The Assam Engineering College Students' Union (AECSU): messages from the General Secretary and the Social Welfare Secretary, the present team and how to reach the union.",
    },
    {
      path: 'aboutus',
      title: "About the Students' Union",
      description: "The history, constitution and elections of the Assam Engineering College Students' Union.",
    },
    {
      path: 'present',
      title: 'Present Team',
      description: "The office bearers of the present Assam Engineering College Students' Union, with semester, branch and contact details.",
    },
    {
      path: 'timeline',
      title: "Students' Union Timeline",
      description: "The past bodies of the Assam Engineering College Students' Union, year by year.",
    },
    {
      path: 'contact',
      title: "Contact the Students' Union",
      description: "Office, hours, telephone and email of the Assam Engineering College Students' Union in the Student Activity Centre.",
    },
    { path: 'complain', title: 'Report a Complaint', lead: "Your complaint goes to the Students' Union through the college's grievance system." },
    {
      path: 'notice',
      title: "Students' Union Notice Board",
      description: "General notices and achievements posted by the Assam Engineering College Students' Union, newest first.",
    },
    {
      path: 'report',
      title: 'Weekly Upgradation Report',
      description: "The Students' Union's weekly report on what it has taken up with Assam Engineering College and what has been done.",
    },
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
  name: "Teachers' Association",
  heading: "ENGINEERING COLLEGE TEACHERS' ASSOCIATION",
  pages: [
    {
      path: '',
      title: "Teachers' Association",
      description:
        "The Engineering College Teachers' Association (ECTA) of Assam Engineering College: what it does, a message from its President, resources and contact.",
    },
    {
      path: 'aboutus',
      title: "About the Teachers' Association",
      description: "The history, office bearers and committees of the Engineering College Teachers' Association of Assam Engineering College.",
    },
    {
      path: 'resources',
      title: 'Resources',
      description: "Constitution, rules, forms and minutes of the Engineering College Teachers' Association (ECTA), Assam Engineering College, as PDFs.",
    },
    {
      path: 'contact',
      title: "Contact the Teachers' Association",
      description: "Office, hours, telephone and email of the Engineering College Teachers' Association, Assam Engineering College.",
    },
    { path: 'complain', title: 'Report a Complaint', lead: "Your complaint goes to the Teachers' Association through the college's grievance system." },
  ],
  menu: [
    { label: 'Home', to: '/ecta', end: true },
    { label: 'Resources', to: '/ecta/resources' },
    { label: 'Contact us', to: '/ecta/contact' },
    { label: 'Report a complain', to: '/ecta/complain' },
  ],
};
