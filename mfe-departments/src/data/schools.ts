import type { School } from './departments';

/** The four schools of SPEC §2 'Schools landing page', in the order the college lists them. */
export const SCHOOLS: { school: School; name: string; text: string }[] = [
  { school: 'Engineering', name: 'School of Engineering', text: 'Eight departments offering the Bachelor of Engineering, and master’s and doctoral programmes.' },
  { school: 'Science', name: 'School of Science', text: 'Physics, Chemistry and Mathematics: the sciences every engineer needs, taught to all branches.' },
  { school: 'Humanities', name: 'School of Humanities', text: 'Communication, economics, management and human values for engineers.' },
  { school: 'Computer Application', name: 'School of Computer Application', text: 'The Master of Computer Applications programme.' },
];
