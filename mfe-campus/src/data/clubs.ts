/** SPEC §3 Club. Presidents and phone numbers are samples, to be replaced by the college. */
export interface Club {
  id: number;
  code: string;
  name: string;
  tag: string;
  president: string;
  phone: string;
  email?: string;
  link: string;
  /** Shown as a card on the Student Activity Center landing (ten are). */
  featured: boolean;
}

const club = (id: number, code: string, name: string, tag: string, featured: boolean, email?: string): Club => ({
  id,
  code,
  name,
  tag,
  president: `President of ${name} (sample)`,
  phone: `+91 98640 2${String(id).padStart(4, '0')}`,
  email,
  link: `/club/${code}/home`,
  featured,
});

export const clubs: Club[] = [
  club(1, 'EDC', 'Entrepreneurship Development Cell', 'Ideas into ventures', true, 'edc@aec.ac.in'),
  club(2, 'SOVIC', 'Society for Village Connect', 'Engineering for rural Assam', true),
  club(3, 'CODING', 'Coding Club', 'Write, break, fix, repeat', true, 'coding@aec.ac.in'),
  club(4, 'QUIZ', 'Quiz Club', 'Curiosity, competitively', true),
  club(5, 'ROBOT', 'Robotics Society', 'Machines that think and move', true, 'robotics@aec.ac.in'),
  club(6, 'BIHU', 'Bihu Club', 'Rhythm of the soil', true),
  club(7, 'MUSIC', 'Music Club', 'Every note counts', true),
  club(8, 'ART', 'Fine Arts Club', 'Colour the campus', true),
  club(9, 'BEAT', 'Dance Club', 'Move to the beat', true),
  club(10, 'LITERARY', 'Literary Society', 'Words that matter', true),
  club(11, 'FLASH', 'Photography Club', 'Light, frame, moment', false),
  club(12, 'MUKHAA', 'Drama Club', 'Masks and mirrors', false),
  club(13, 'ENERGY', 'Energy Club', 'Power, responsibly', false),
  club(14, 'RIDER', 'Riders Club', 'Safe miles together', false),
];

/** Club ids are case-insensitive in the URL: /club/edc and /club/EDC are the same club. */
export const findClub = (id: string | undefined) => clubs.find((c) => c.code === id?.toUpperCase());

export const clubPages = [
  { path: 'home', label: 'Home' },
  { path: 'aboutus', label: 'About us' },
  { path: 'activity', label: 'Activities' },
  { path: 'gallery', label: 'Gallery' },
  { path: 'blog', label: 'Blog' },
  { path: 'team', label: 'Team' },
] as const;
