import { documents, type SiteDocument } from '../data/documents';

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
      { label: 'Civil Engineering', to: '/department/civil/home' },
      { label: 'Mechanical Engineering', to: '/department/mechanical/home' },
      { label: 'Electrical Engineering', to: '/department/electrical/home' },
      { label: 'Chemical Engineering', to: '/department/chemical/home' },
      { label: 'Electronics & Telecommunication', to: '/department/ete/home' },
      { label: 'Computer Science & Engg.', to: '/department/cse/home' },
      { label: 'Computer Applications', to: '/department/mca/home' },
    ],
  },
  {
    heading: 'The college',
    links: [
      { label: 'History', to: '/about/history' },
      { label: 'Office of the Principal', to: '/office' },
      { label: 'Undergraduate admission', to: '/undergraduate' },
      { label: 'Resources', to: '/resources' },
      { label: 'Anti-ragging', to: '/antiragging' },
      { label: 'NIRF', to: '/nirf' },
      { label: 'Security', to: '/security' },
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
  {
    heading: 'Help and policies',
    links: [
      { label: 'Screen Reader Access', to: '/screen-reader-access' },
      { label: 'Sitemap', to: '/sitemap' },
      { label: 'Accessibility statement', to: '/accessibility-statement' },
      { label: 'Copyright policy', to: '/copyright-policy' },
      { label: 'Hyperlinking policy', to: '/hyperlink-policy' },
      { label: 'Privacy policy', to: '/privacy-policy' },
      { label: 'Terms and conditions', to: '/terms-and-conditions' },
    ],
  },
];

export const footerDocuments: SiteDocument[] = [
  documents.academicCalendar202526,
  documents.holidayList2026,
  documents.collegeBrochure2025,
  documents.admissionBrochure2025,
];
