/** Milestones of the college (history page). Department years are from docs/product/departments.md; the rest is sample text. */
export interface HistoryEntry {
  year: string;
  title: string;
  text: string;
}

export const collegeHistory: HistoryEntry[] = [
  { year: '1955', title: 'The college opens', text: 'Assam Engineering College admits its first students in civil engineering, with the departments of physics, chemistry, mathematics and humanities and a library of a few hundred books.' },
  { year: '1957', title: 'Mechanical and electrical engineering', text: 'Two new branches open, and the workshops are built that still stand behind the main building.' },
  { year: '1960s', title: 'Moving to Jalukbari', text: 'The college settles on its own campus at Jalukbari beside the new university, with hostels for students from across the north-east (sample).' },
  { year: '1963', title: 'Chemical engineering', text: 'The department of chemical engineering opens to serve the refineries and fertiliser plants of Assam.' },
  { year: '1976', title: 'First postgraduate programme', text: 'The department of civil engineering starts its first Master of Engineering programme; a second specialisation follows in 1988.' },
  { year: '1983', title: 'Electronics and telecommunication', text: 'The department of electronics and telecommunication engineering admits its first batch.' },
  { year: '1990', title: 'Computer applications', text: 'The Master of Computer Applications programme begins, with thirty seats.' },
  { year: '1998', title: 'Computer science and instrumentation', text: 'Two more branches open: computer science and engineering, and instrumentation engineering.' },
  { year: '2003', title: 'Electrical postgraduate studies', text: 'The department of electrical engineering starts its Master of Engineering programme.' },
  { year: '2017', title: 'TEQIP-III', text: 'The college joins the third phase of the Technical Education Quality Improvement Programme, which funds laboratories, teacher training and research (sample).' },
  { year: '2025', title: 'Seventy years', text: 'The college marks seventy years with more than 2000 students in eight engineering branches (sample).' },
];

/** The four cards of /about/timeline (docs/product/institutional-pages.md); each VISIT leads to the page that tells that story. */
export const timelineStories: { title: string; badge: string; text: string; to: string }[] = [
  { title: 'Principal', badge: 'P', text: 'Nineteen principals have led the college since 1955. Read who they were and when they served.', to: '/office/timeline' },
  { title: 'Topper', badge: 'T', text: 'Each department keeps a list of the students who topped their year.', to: '/department/civil/topperlist' },
  { title: 'Student union', badge: 'U', text: 'The students’ union of the college, its office bearers and their work through the years.', to: '/aecsu/timeline' },
  { title: 'Placement', badge: '₹', text: 'Where the graduates went: companies, packages and numbers, year by year.', to: '/placement-data' },
];
