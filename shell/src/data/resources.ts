import { documents, type SiteDocument } from './documents';

/** The six parts of /resources. */
export const resourceSections = [
  { to: '/resources/anthem', title: 'College Anthem', text: 'The words of the anthem sung at every convocation.' },
  { to: '/resources/videos', title: 'Videos', text: 'Three short films about the college.' },
  { to: '/resources/magazine', title: 'College Magazine', text: 'Four issues of Abhiyanta, the students’ magazine.' },
  { to: '/resources/feedback', title: 'Feedback Forms', text: 'Forms for students and faculty.' },
  { to: '/resources/brochure', title: 'Brochure', text: 'The college in a few pages.' },
  { to: '/resources/mentor', title: 'Mentorship', text: 'The mentor–mentee scheme and its forms.' },
];

/** The anthem's words: sample text, to be replaced by the college's own anthem. */
export const anthemVerses: string[][] = [
  ['Where the Brahmaputra bends by the hills of Nilachal,', 'we gather to learn how the world is made;', 'to raise the bridge and light the lamp,', 'to build with honest hands what does not fade.'],
  ['Assam Engineering College, our home and our school,', 'from nineteen fifty-five your doors are open wide;', 'to every son and daughter of the north-east,', 'you give a trade, a purpose and a pride.'],
  ['We will carry your name to the fields and the cities,', 'to the tea gardens, the rivers, the roads of the hills;', 'and whatever we build, we will build for the people,', 'with knowledge, with courage, with care and with skill.'],
];

export const magazineIssues: { year: string; theme: string; document: SiteDocument }[] = [
  { year: '2025', theme: 'Seventy', document: documents.abhiyanta2025 },
  { year: '2024', theme: 'The River and the Lab', document: documents.abhiyanta2024 },
  { year: '2023', theme: 'Bridges', document: documents.abhiyanta2023 },
  { year: '2022', theme: 'Sixty-Seven Years On', document: documents.abhiyanta2022 },
];
