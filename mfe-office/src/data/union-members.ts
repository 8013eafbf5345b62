/** SPEC §3 Union member. Everyone here is a sample, to be replaced by the college. */
export interface UnionMember {
  id: number;
  /** Catalogue keys: */
  name: string;
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

const member = (id: number, semester: 3 | 5 | 7, branch: string, address: Address, handle: string): UnionMember => ({
  id,
  name: `union.members.${id}.name`,
  designation: `union.members.${id}.designation`,
  semester: `union.semesters.${semester}`,
  branch: `union.branches.${branch}`,
  phone: `+91 90000 001${String(id).padStart(2, '0')}`,
  email: `${handle}@example.org`,
  address,
  image: '',
  facebook: id % 3 === 0 ? '' : `https://www.facebook.com/${handle}`,
});

/** The sixteen members of the present union (SPEC §9). */
export const unionMembers: UnionMember[] = [
  member(1, 7, 'civil', boys(4), 'aecsu.president.sample'),
  member(2, 7, 'electrical', girls(1), 'aecsu.vp.sample'),
  member(3, 7, 'mechanical', boys(2), 'aecsu.gs.sample'),
  member(4, 5, 'cse', place('maligaon'), 'aecsu.ags.sample'),
  member(5, 5, 'chemical', boys(6), 'aecsu.sws.sample'),
  member(6, 5, 'ete', girls(2), 'aecsu.cultural.sample'),
  member(7, 7, 'ipe', boys(3), 'aecsu.majorgames.sample'),
  member(8, 5, 'instrumentation', boys(5), 'aecsu.minorgames.sample'),
  member(9, 5, 'civil', place('ulubari'), 'aecsu.debating.sample'),
  member(10, 7, 'electrical', boys(1), 'aecsu.magazine.sample'),
  member(11, 3, 'mechanical', boys(7), 'aecsu.bcr.sample'),
  member(12, 3, 'cse', girls(1), 'aecsu.gcr.sample'),
  member(13, 5, 'ete', boys(4), 'aecsu.music.sample'),
  member(14, 3, 'chemical', boys(8), 'aecsu.drama.sample'),
  member(15, 3, 'civil', place('sixMile'), 'aecsu.literary.sample'),
  member(16, 5, 'mechanical', boys(2), 'aecsu.gym.sample'),
];
