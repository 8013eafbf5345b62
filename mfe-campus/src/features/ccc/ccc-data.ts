/** The Central Computing Centre. Figures, names and numbers are samples, to be replaced by the college. */
export const cccServices = [
  { title: 'Computing laboratories', detail: 'Two laboratories of 60 computers each (sample figure) for programming classes, practicals and online examinations.' },
  { title: 'Campus network and Wi-Fi', detail: 'The fibre backbone linking departments, hostels and offices, and Wi-Fi in the library, hostels and academic blocks.' },
  { title: 'E-mail and accounts', detail: 'College e-mail addresses for staff and students, and the accounts used on laboratory computers.' },
  { title: 'Software', detail: 'Licensed and open-source software for teaching: compilers, simulation, drawing and office tools.' },
  { title: 'Training', detail: 'Short courses for students and staff on programming, office software and safe use of the internet.' },
  { title: 'Website and servers', detail: 'Hosting of the college website, the e-book server and departmental pages.' },
] as const;

export const cccContact = {
  head: 'Dr. P. K. Baishya (sample), Professor-in-charge',
  phone: '+91 361 257 0101',
  email: 'ccc@aec.ac.in',
  address: 'Central Computing Centre, first floor of the academic block, Assam Engineering College, Jalukbari, Guwahati 781013',
  hours: '9:30 AM to 5:00 PM, Monday to Saturday, except government holidays',
} as const;

export const CCC_NAME = 'Central Computing Centre';

/** Home / Central Computing Centre / <page>; the centre's home is the trail's end on /ccc. */
export const cccBreadcrumbs = (page?: { name: string; path: string }) => [
  { name: 'Home', path: '/' },
  { name: CCC_NAME, path: '/ccc' },
  ...(page ? [page] : []),
];
