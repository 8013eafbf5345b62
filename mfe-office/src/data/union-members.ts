/** SPEC §3 Union member. Everyone here is a sample, to be replaced by the college. */
export interface UnionMember {
  id: number;
  name: string;
  designation: string;
  semester: string;
  branch: string;
  phone: string;
  email: string;
  address: string;
  /** Photo URL; empty shows the member's initials. */
  image: string;
  /** Full profile URL; empty when the member has none. */
  facebook: string;
}

const member = (id: number, name: string, designation: string, semester: string, branch: string, address: string, handle: string): UnionMember => ({
  id,
  name: `${name} (sample)`,
  designation,
  semester,
  branch,
  phone: `+91 90000 001${String(id).padStart(2, '0')}`,
  email: `${handle}@example.org`,
  address,
  image: '',
  facebook: id % 3 === 0 ? '' : `https://www.facebook.com/${handle}`,
});

/** The sixteen members of the present union (SPEC §9). */
export const unionMembers: UnionMember[] = [
  member(1, 'Rituraj Borah', 'President', '7th', 'Civil Engineering', 'Boys’ Hostel 4, AEC Campus, Jalukbari', 'aecsu.president.sample'),
  member(2, 'Priyanka Sharma', 'Vice President', '7th', 'Electrical Engineering', 'Girls’ Hostel 1, AEC Campus, Jalukbari', 'aecsu.vp.sample'),
  member(3, 'Kaushik Kalita', 'General Secretary', '7th', 'Mechanical Engineering', 'Boys’ Hostel 2, AEC Campus, Jalukbari', 'aecsu.gs.sample'),
  member(4, 'Ankita Das', 'Assistant General Secretary', '5th', 'Computer Science and Engineering', 'Maligaon, Guwahati', 'aecsu.ags.sample'),
  member(5, 'Bhargab Deka', 'Social Welfare Secretary', '5th', 'Chemical Engineering', 'Boys’ Hostel 6, AEC Campus, Jalukbari', 'aecsu.sws.sample'),
  member(6, 'Monalisa Gogoi', 'Cultural Secretary', '5th', 'Electronics and Telecommunication Engineering', 'Girls’ Hostel 2, AEC Campus, Jalukbari', 'aecsu.cultural.sample'),
  member(7, 'Pranjit Hazarika', 'Major Games Secretary', '7th', 'Industrial and Production Engineering', 'Boys’ Hostel 3, AEC Campus, Jalukbari', 'aecsu.majorgames.sample'),
  member(8, 'Dipankar Nath', 'Minor Games Secretary', '5th', 'Instrumentation Engineering', 'Boys’ Hostel 5, AEC Campus, Jalukbari', 'aecsu.minorgames.sample'),
  member(9, 'Trishna Baruah', 'Debating Secretary', '5th', 'Civil Engineering', 'Ulubari, Guwahati', 'aecsu.debating.sample'),
  member(10, 'Abhijit Saikia', 'Magazine Secretary', '7th', 'Electrical Engineering', 'Boys’ Hostel 1, AEC Campus, Jalukbari', 'aecsu.magazine.sample'),
  member(11, 'Nitul Bora', 'Boys’ Common Room Secretary', '3rd', 'Mechanical Engineering', 'Boys’ Hostel 7, AEC Campus, Jalukbari', 'aecsu.bcr.sample'),
  member(12, 'Jahnabi Medhi', 'Girls’ Common Room Secretary', '3rd', 'Computer Science and Engineering', 'Girls’ Hostel 1, AEC Campus, Jalukbari', 'aecsu.gcr.sample'),
  member(13, 'Himangshu Talukdar', 'Music Secretary', '5th', 'Electronics and Telecommunication Engineering', 'Boys’ Hostel 4, AEC Campus, Jalukbari', 'aecsu.music.sample'),
  member(14, 'Rupam Baishya', 'Drama Secretary', '3rd', 'Chemical Engineering', 'Boys’ Hostel 8, AEC Campus, Jalukbari', 'aecsu.drama.sample'),
  member(15, 'Sneha Choudhury', 'Literary Secretary', '3rd', 'Civil Engineering', 'Six Mile, Guwahati', 'aecsu.literary.sample'),
  member(16, 'Mrinal Kakati', 'Gymnasium Secretary', '5th', 'Mechanical Engineering', 'Boys’ Hostel 2, AEC Campus, Jalukbari', 'aecsu.gym.sample'),
];
