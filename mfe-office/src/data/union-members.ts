/** docs/product/office-and-grievances.md Union member. Everyone here is a sample, to be replaced by the college. */
export interface UnionMember {
  id: number;
  /** As the records write it, in every language (docs/glossary.md). */
  name: string;
  /** Catalogue keys: */
  designation: string;
  semester: string;
  branch: string;
  /** Shown as they are. */
  phone: string;
  email: string;
  /** Catalogue key of the address, with the number it names (a hostel's), if any. */
  address: { key: string; number?: number };
  /** Photo URL; empty shows the member's initials. */
  image: string;
  /** Full profile URL; empty when the member has none. */
  facebook: string;
}

type Address = UnionMember['address'];
const boys = (number: number): Address => ({ key: 'union.places.boysHostel', number });
const girls = (number: number): Address => ({ key: 'union.places.girlsHostel', number });
const place = (id: string): Address => ({ key: `union.places.${id}` });

const member = (id: number, name: string, semester: 3 | 5 | 7, branch: string, address: Address, handle: string): UnionMember => ({
  id,
  name,
  designation: `union.members.${id}.designation`,
  semester: `union.semesters.${semester}`,
  branch: `union.branches.${branch}`,
  phone: `+91 90000 001${String(id).padStart(2, '0')}`,
  email: `${handle}@example.org`,
  address,
  image: '',
  facebook: id % 3 === 0 ? '' : `https://www.facebook.com/${handle}`,
});

/** The sixteen members of the present union (docs/product/figures.md). */
export const unionMembers: UnionMember[] = [
  member(1, 'Rituraj Borah (sample)', 7, 'civil', boys(4), 'aecsu.president.sample'),
  member(2, 'Priyanka Sharma (sample)', 7, 'electrical', girls(1), 'aecsu.vp.sample'),
  member(3, 'Kaushik Kalita (sample)', 7, 'mechanical', boys(2), 'aecsu.gs.sample'),
  member(4, 'Ankita Das (sample)', 5, 'cse', place('maligaon'), 'aecsu.ags.sample'),
  member(5, 'Bhargab Deka (sample)', 5, 'chemical', boys(6), 'aecsu.sws.sample'),
  member(6, 'Monalisa Gogoi (sample)', 5, 'ete', girls(2), 'aecsu.cultural.sample'),
  member(7, 'Pranjit Hazarika (sample)', 7, 'ipe', boys(3), 'aecsu.majorgames.sample'),
  member(8, 'Dipankar Nath (sample)', 5, 'instrumentation', boys(5), 'aecsu.minorgames.sample'),
  member(9, 'Trishna Baruah (sample)', 5, 'civil', place('ulubari'), 'aecsu.debating.sample'),
  member(10, 'Abhijit Saikia (sample)', 7, 'electrical', boys(1), 'aecsu.magazine.sample'),
  member(11, 'Nitul Bora (sample)', 3, 'mechanical', boys(7), 'aecsu.bcr.sample'),
  member(12, 'Jahnabi Medhi (sample)', 3, 'cse', girls(1), 'aecsu.gcr.sample'),
  member(13, 'Himangshu Talukdar (sample)', 5, 'ete', boys(4), 'aecsu.music.sample'),
  member(14, 'Rupam Baishya (sample)', 3, 'chemical', boys(8), 'aecsu.drama.sample'),
  member(15, 'Sneha Choudhury (sample)', 3, 'civil', place('sixMile'), 'aecsu.literary.sample'),
  member(16, 'Mrinal Kakati (sample)', 5, 'mechanical', boys(2), 'aecsu.gym.sample'),
];
