/** Header, top navigation and footer links (SPEC §2) as data. External links open in a new tab. */
export interface NavLinkItem {
  label: string;
  to: string;
  external?: boolean;
}

export const headerLinks: NavLinkItem[] = [
  { label: 'BIS Corner', to: '/bis-corner' },
  { label: 'Faculty Profiles', to: 'https://faculty.aec.ac.in/', external: true },
  { label: 'NIRF', to: '/nirf' },
  { label: 'Students', to: 'https://students.aec.ac.in/', external: true },
  { label: 'Faculty & Staff', to: 'https://staff.aec.ac.in/', external: true },
  { label: 'Alumni', to: 'https://alumni.aec.ac.in/', external: true },
  { label: 'AICTE Mandatory Disclosures', to: '/mandatory-disclosure' },
  { label: 'Digital India', to: 'https://www.digitalindia.gov.in/', external: true },
];

export const topNavLinks: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Academics', to: '/academics' },
  { label: 'Admission', to: '/admission' },
  { label: 'Campus Life', to: '/campuslife' },
  { label: 'Notifications', to: '/notifications' },
  { label: 'Contact', to: '/office/contact' },
  { label: 'Placement', to: 'https://tnp.aec.ac.in/', external: true },
  { label: "Students' Affairs", to: 'https://dsa.aec.ac.in/', external: true },
];

export const moreMenuLinks: NavLinkItem[] = [
  { label: 'Audit Reports', to: '/auditreport' },
  { label: 'Service Rules', to: '/servicerule' },
];

export const footerGroups: { heading: string; links: NavLinkItem[] }[] = [
  {
    heading: 'Departments',
    links: [
      { label: 'All departments', to: '/departments' },
      { label: 'Computer Science & Engg.', to: '/department/cse/home' },
      { label: 'Instrumentation Engg.', to: '/department/ins/home' },
      { label: 'Industrial & Production Engg.', to: '/department/ipe/home' },
      { label: 'Computer Applications', to: '/department/mca/home' },
      { label: 'Mathematics', to: '/department/maths/home' },
    ],
  },
  {
    heading: 'The college',
    links: [
      { label: 'History', to: '/about/history' },
      { label: 'Office', to: '/office' },
      { label: 'Undergraduate admission', to: '/undergraduate' },
      { label: 'Resources', to: '/resources' },
      { label: 'Anti-ragging', to: '/antiragging' },
      { label: 'Security', to: '/security' },
      { label: 'NIRF', to: '/nirf' },
    ],
  },
  {
    heading: 'Notices and services',
    links: [
      { label: 'Notices', to: '/notifications/notice' },
      { label: 'Tenders', to: '/notifications/tender' },
      { label: 'Submit a grievance', to: '/office/complain' },
      { label: 'Right to Information', to: '/office/rti' },
      { label: 'TEQIP-III', to: '/project/teqip/home' },
    ],
  },
];
