/**
 * The Central Library (SPEC §2 Library, §9). Opening year, size, carpet area, hours and the
 * branch-wise counts are the college's; staff names, phone and e-mail are samples.
 */
export const libraryFacts = {
  opened: 1955,
  /** "Over 64000 books": the branch collections plus reference and general reading. */
  booksOver: 64000,
  carpetAreaSquareMetres: 616.0,
  opens: '9:30',
  closes: '17:00',
  daysOpen: 'Monday to Saturday',
} as const;

export interface BranchBookCount {
  branch: string;
  books: number;
}

export const branchBookCounts: BranchBookCount[] = [
  { branch: 'Civil Engineering', books: 15311 },
  { branch: 'Mechanical Engineering', books: 8777 },
  { branch: 'Electrical Engineering', books: 5428 },
  { branch: 'Chemical Engineering', books: 3180 },
  { branch: 'Computer Science and Computer Applications', books: 4252 },
  { branch: 'Electronics and Computer Applications', books: 5121 },
  { branch: 'Physics', books: 1703 },
  { branch: 'Chemistry', books: 1704 },
  { branch: 'Mathematics', books: 3583 },
  { branch: 'Humanities', books: 3959 },
];

export interface LibraryStaffMember {
  name: string;
  designation: string;
  section: string;
}

export const libraryStaff: LibraryStaffMember[] = [
  { name: 'Dr. Mridula Devi (sample)', designation: 'Librarian', section: 'Administration' },
  { name: 'Jitendra Nath Sarma (sample)', designation: 'Assistant Librarian', section: 'Acquisition and cataloguing' },
  { name: 'Rumi Borthakur (sample)', designation: 'Library Assistant', section: 'Circulation' },
  { name: 'Pankaj Kalita (sample)', designation: 'Library Assistant', section: 'Digital library' },
  { name: 'Nirmali Das (sample)', designation: 'Library Assistant', section: 'Reference and periodicals' },
  { name: 'Bipul Rajbongshi (sample)', designation: 'Library Attendant', section: 'Stacks' },
  { name: 'Hiren Boro (sample)', designation: 'Library Attendant', section: 'Reading room' },
];

export const libraryContact = {
  phone: '+91 361 257 0120',
  email: 'library@aec.ac.in',
  address: 'Central Library, Assam Engineering College, Jalukbari, Guwahati 781013',
} as const;

export interface LibraryLink {
  title: string;
  description: string;
  href: string;
  /** Reachable only from computers on the campus network. */
  campusOnly?: boolean;
}

export const localEbooks: LibraryLink[] = [
  {
    title: 'E-book server (sample address)',
    description: 'Textbooks and reference books in PDF, for reading on campus computers and Wi-Fi.',
    href: 'http://10.10.1.20/ebooks/',
    campusOnly: true,
  },
  {
    title: 'Previous question papers (sample address)',
    description: 'End-semester question papers of recent years, branch by branch.',
    href: 'http://10.10.1.20/question-papers/',
    campusOnly: true,
  },
];

export const externalEjournals: LibraryLink[] = [
  { title: 'National Digital Library of India', description: 'Books, theses and lectures from Indian institutions, free with registration.', href: 'https://ndl.iitkgp.ac.in/' },
  { title: 'NPTEL', description: 'Video courses and lecture notes from the IITs and IISc.', href: 'https://nptel.ac.in/' },
  { title: 'INFLIBNET e-ShodhSindhu', description: 'Consortium access to e-journals for member institutions.', href: 'https://ess.inflibnet.ac.in/' },
  { title: 'DELNET', description: 'Inter-library loans and union catalogues of Indian libraries.', href: 'https://delnet.in/' },
];
