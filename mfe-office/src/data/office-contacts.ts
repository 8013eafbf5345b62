/** How to reach the office (sample numbers and addresses, to be replaced by the college). */
export const officeContact = {
  address: ['Office of the Principal', 'Assam Engineering College', 'Jalukbari, Guwahati', 'Assam 781013'],
  phone: '+91 361 257 0100 (sample)',
  phoneHref: 'tel:+913612570100',
  fax: '+91 361 257 0101 (sample)',
  email: 'principal.office@aec.ac.in (sample)',
  emailHref: 'mailto:principal.office@aec.ac.in',
  hours: '10:00 AM to 4:00 PM, six days a week (Monday to Saturday), except government holidays',
  /** Plain search link: works without the embedded map, on any phone. */
  mapLink: 'https://www.google.com/maps/search/?api=1&query=Assam+Engineering+College+Jalukbari+Guwahati',
  mapEmbed: 'https://www.google.com/maps?q=Assam+Engineering+College,+Jalukbari,+Guwahati&output=embed',
  directions: [
    'By road: the campus is on the Guwahati–Jalukbari road beside Gauhati University, about 12 km west of Guwahati railway station.',
    'By city bus: any bus to Jalukbari; the college gate is a five-minute walk from the Jalukbari bus stop.',
    'From the airport (Lokpriya Gopinath Bordoloi International): about 18 km, 35 minutes by taxi.',
    'The Principal’s office is on the ground floor of the administrative building, first door on the right of the main entrance.',
  ],
};

export interface RtiOfficer {
  role: string;
  name: string;
  designation: string;
  phone: string;
  email: string;
}

/** Officers under the Right to Information Act, 2005 (sample). */
export const rtiOfficers: RtiOfficer[] = [
  {
    role: 'Public Information Officer',
    name: 'Dr. Rupjyoti Kalita (sample)',
    designation: 'Professor, Department of Civil Engineering',
    phone: '+91 361 257 0112 (sample)',
    email: 'pio@aec.ac.in (sample)',
  },
  {
    role: 'Assistant Public Information Officer',
    name: 'Smt. Nilakshi Deka (sample)',
    designation: 'Superintendent, Establishment Section',
    phone: '+91 361 257 0113 (sample)',
    email: 'apio@aec.ac.in (sample)',
  },
  {
    role: 'First Appellate Authority',
    name: 'Dr. Anupam Saikia (sample)',
    designation: 'Principal, Assam Engineering College',
    phone: '+91 361 257 0100 (sample)',
    email: 'principal.office@aec.ac.in (sample)',
  },
];

/** RTI forms linked from /office/rti (sample documents, generated from api/src/seed/documents/office.ts). */
export const rtiForms: { title: string; link: string }[] = [
  { title: 'RTI application form (sample)', link: '/files/docs/office/rti-application-form.pdf' },
  { title: 'First appeal form (sample)', link: '/files/docs/office/rti-first-appeal-form.pdf' },
];
