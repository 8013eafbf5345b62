import { documents, type SiteDocument } from '../data/documents';

/**
 * Header, top navigation and footer links (docs/product/institutional-pages.md) as data. External links open in a new tab.
 * Labels and headings are keys of the shell's catalogue (messages/en.json …).
 */
export interface NavLinkItem {
  label: string;
  to: string;
  external?: boolean;
}

export const headerLinks: NavLinkItem[] = [
  { label: 'nav.bisCorner', to: '/bis-corner' },
  { label: 'nav.facultyProfiles', to: 'https://faculty.aec.ac.in/', external: true },
  { label: 'nav.nirf', to: '/nirf' },
  { label: 'nav.students', to: 'https://students.aec.ac.in/', external: true },
  { label: 'nav.facultyStaff', to: 'https://staff.aec.ac.in/', external: true },
  { label: 'nav.alumni', to: 'https://alumni.aec.ac.in/', external: true },
  { label: 'nav.aicte', to: '/mandatory-disclosure' },
  { label: 'nav.digitalIndia', to: 'https://www.digitalindia.gov.in/', external: true },
];

export const topNavLinks: NavLinkItem[] = [
  { label: 'nav.home', to: '/' },
  { label: 'nav.about', to: '/about' },
  { label: 'nav.academics', to: '/academics' },
  { label: 'nav.admission', to: '/admission' },
  { label: 'nav.campusLife', to: '/campuslife' },
  { label: 'nav.notifications', to: '/notifications' },
  { label: 'nav.contact', to: '/office/contact' },
  { label: 'nav.placement', to: 'https://tnp.aec.ac.in/', external: true },
  { label: 'nav.studentsAffairs', to: 'https://dsa.aec.ac.in/', external: true },
];

export const moreMenuLinks: NavLinkItem[] = [
  { label: 'nav.auditReports', to: '/auditreport' },
  { label: 'nav.serviceRules', to: '/servicerule' },
];

export const footerGroups: { heading: string; links: NavLinkItem[] }[] = [
  {
    heading: 'footer.departments',
    links: [
      { label: 'footer.allDepartments', to: '/departments' },
      { label: 'footer.civil', to: '/department/civil/home' },
      { label: 'footer.mechanical', to: '/department/mechanical/home' },
      { label: 'footer.electrical', to: '/department/electrical/home' },
      { label: 'footer.chemical', to: '/department/chemical/home' },
      { label: 'footer.ete', to: '/department/ete/home' },
      { label: 'footer.cse', to: '/department/cse/home' },
      { label: 'footer.mca', to: '/department/mca/home' },
    ],
  },
  {
    heading: 'footer.college',
    links: [
      { label: 'footer.history', to: '/about/history' },
      { label: 'footer.principal', to: '/office' },
      { label: 'footer.undergraduate', to: '/undergraduate' },
      { label: 'footer.resources', to: '/resources' },
      { label: 'footer.antiRagging', to: '/antiragging' },
      { label: 'nav.nirf', to: '/nirf' },
      { label: 'footer.security', to: '/security' },
    ],
  },
  {
    heading: 'footer.services',
    links: [
      { label: 'footer.notices', to: '/notifications/notice' },
      { label: 'footer.tenders', to: '/notifications/tender' },
      { label: 'footer.grievance', to: '/office/complain' },
      { label: 'footer.rti', to: '/office/rti' },
      { label: 'footer.teqip', to: '/project/teqip/home' },
    ],
  },
  {
    heading: 'footer.help',
    links: [
      { label: 'header.screenReader', to: '/screen-reader-access' },
      { label: 'footer.sitemap', to: '/sitemap' },
      { label: 'footer.accessibility', to: '/accessibility-statement' },
      { label: 'footer.copyright', to: '/copyright-policy' },
      { label: 'footer.hyperlinking', to: '/hyperlink-policy' },
      { label: 'footer.privacy', to: '/privacy-policy' },
      { label: 'footer.terms', to: '/terms-and-conditions' },
    ],
  },
];

export const footerDocuments: SiteDocument[] = [
  documents.academicCalendar202526,
  documents.holidayList2026,
  documents.collegeBrochure2025,
  documents.admissionBrochure2025,
];
