/** SPEC §3 Hostel. Names of wardens and phone numbers are samples, to be replaced by the college. */
export interface Hostel {
  id: number;
  hostelno: string;
  tag: string;
  capacity: number;
  warden: string;
  phone: string;
  establishment: number;
  link: string;
}

const hostel = (id: number, tag: string, capacity: number, warden: string, establishment: number): Hostel => ({
  id,
  hostelno: `Hostel ${id}`,
  tag,
  capacity,
  warden,
  phone: `+91 94350 1${String(id).padStart(4, '0')}`,
  establishment,
  link: `/hostel/${id}/home`,
});

export const hostels: Hostel[] = [
  hostel(1, 'The first home on the hill', 98, 'Dr. A. Baruah (sample)', 1958),
  hostel(2, 'Where the river breeze blows', 120, 'Dr. R. Kalita (sample)', 1960),
  hostel(3, 'Small hall, big hearts', 65, 'Dr. P. Das (sample)', 1962),
  hostel(4, 'Home of the night owls', 80, 'Dr. S. Sarma (sample)', 1964),
  hostel(5, 'Sport before supper', 120, 'Dr. M. Choudhury (sample)', 1967),
  hostel(6, 'The music never stops', 130, 'Dr. N. Deka (sample)', 1969),
  hostel(7, 'Quiet corridors, bright minds', 85, 'Dr. K. Bora (sample)', 1972),
  hostel(8, 'The largest family on campus', 230, 'Dr. J. Hazarika (sample)', 1975),
];

export const findHostel = (id: string | undefined) => hostels.find((h) => String(h.id) === id);

export const hostelPages = [
  { path: 'home', label: 'Home' },
  { path: 'aboutus', label: 'About us' },
  { path: 'gallery', label: 'Gallery' },
  { path: 'wallmagazine', label: 'Wall Magazine' },
  { path: 'achievements', label: 'Achievements' },
  { path: 'testimonials', label: 'Testimonials' },
] as const;

/** Heading of /hostel. (The redeploy e2e test changes this string, rebuilds mfe-campus alone and expects it live.) */
export const HOSTELS_TITLE = 'Hostels';
