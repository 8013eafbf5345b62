/**
 * The Central Library (docs/product/campus.md and docs/product/figures.md). Opening year, size, carpet area, hours and the
 * branch-wise counts are the college's; staff names, phone and e-mail are samples. Words are in
 * the catalogue (library.*), in the page's language.
 */
export const libraryFacts = {
  opened: 1955,
  /** "Over 64000 books": the branch collections plus reference and general reading. */
  booksOver: 64000,
  carpetAreaSquareMetres: 616.0,
  opens: '9:30',
  closes: '17:00',
} as const;

export interface BranchBookCount {
  /** library.branches.<key> names the branch. */
  key: string;
  books: number;
}

export const branchBookCounts: BranchBookCount[] = [
  { key: 'civil', books: 15311 },
  { key: 'mechanical', books: 8777 },
  { key: 'electrical', books: 5428 },
  { key: 'chemical', books: 3180 },
  { key: 'computer', books: 4252 },
  { key: 'electronics', books: 5121 },
  { key: 'physics', books: 1703 },
  { key: 'chemistry', books: 1704 },
  { key: 'mathematics', books: 3583 },
  { key: 'humanities', books: 3959 },
];

export interface LibraryStaffMember {
  name: string;
  /** library.staff.designations.<designation> */
  designation: 'librarian' | 'assistantLibrarian' | 'assistant' | 'attendant';
  /** library.staff.sections.<section> */
  section: string;
}

export const libraryStaff: LibraryStaffMember[] = [
  { name: 'Dr. Mridula Devi (sample)', designation: 'librarian', section: 'administration' },
  { name: 'Jitendra Nath Sarma (sample)', designation: 'assistantLibrarian', section: 'acquisition' },
  { name: 'Rumi Borthakur (sample)', designation: 'assistant', section: 'circulation' },
  { name: 'Pankaj Kalita (sample)', designation: 'assistant', section: 'digital' },
  { name: 'Nirmali Das (sample)', designation: 'assistant', section: 'reference' },
  { name: 'Bipul Rajbongshi (sample)', designation: 'attendant', section: 'stacks' },
  { name: 'Hiren Boro (sample)', designation: 'attendant', section: 'readingRoom' },
];

export const libraryContact = {
  phone: '+91 361 257 0120',
  email: 'library@aec.ac.in',
  pin: '781013',
} as const;

export interface LibraryLink {
  /** library.links.<key>: title and description. */
  key: string;
  href: string;
  /** Reachable only from computers on the campus network. */
  campusOnly?: boolean;
}

export const localEbooks: LibraryLink[] = [
  { key: 'ebooks', href: 'http://10.10.1.20/ebooks/', campusOnly: true },
  { key: 'questionPapers', href: 'http://10.10.1.20/question-papers/', campusOnly: true },
];

export const externalEjournals: LibraryLink[] = [
  { key: 'ndl', href: 'https://ndl.iitkgp.ac.in/' },
  { key: 'nptel', href: 'https://nptel.ac.in/' },
  { key: 'inflibnet', href: 'https://ess.inflibnet.ac.in/' },
  { key: 'delnet', href: 'https://delnet.in/' },
];
