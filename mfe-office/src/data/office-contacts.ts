/**
 * How to reach the office (sample numbers and addresses, to be replaced by the college). Texts are
 * catalogue keys; numbers and addresses are shown as they are, followed by the word for "sample".
 */
export const officeContact = {
  address: ['contact.address.l1', 'contact.address.l2', 'contact.address.l3', 'contact.address.l4'],
  phone: '+91 361 257 0100',
  phoneHref: 'tel:+913612570100',
  fax: '+91 361 257 0101',
  email: 'principal.office@aec.ac.in',
  emailHref: 'mailto:principal.office@aec.ac.in',
  hours: 'contact.hours',
  /** Plain search link: works without the embedded map, on any phone. */
  mapLink: 'https://www.google.com/maps/search/?api=1&query=Assam+Engineering+College+Jalukbari+Guwahati',
  mapEmbed: 'https://www.google.com/maps?q=Assam+Engineering+College,+Jalukbari,+Guwahati&output=embed',
  directions: ['contact.directions.road', 'contact.directions.bus', 'contact.directions.airport', 'contact.directions.building'],
};

export interface RtiOfficer {
  /** As the records write it, in every language (docs/glossary.md). */
  name: string;
  /** Catalogue keys: */
  role: string;
  designation: string;
  /** Shown as they are (sample). */
  phone: string;
  email: string;
}

/** Officers under the Right to Information Act, 2005 (sample). */
export const rtiOfficers: RtiOfficer[] = [
  { role: 'rti.roles.pio', name: 'Dr. Rupjyoti Kalita (sample)', designation: 'rti.designations.pio', phone: '+91 361 257 0112', email: 'pio@aec.ac.in' },
  { role: 'rti.roles.apio', name: 'Smt. Nilakshi Deka (sample)', designation: 'rti.designations.apio', phone: '+91 361 257 0113', email: 'apio@aec.ac.in' },
  { role: 'rti.roles.faa', name: 'Dr. Anupam Saikia (sample)', designation: 'rti.designations.faa', phone: '+91 361 257 0100', email: 'principal.office@aec.ac.in' },
];

/** RTI forms linked from /office/rti (sample documents in English, generated from api/src/seed/documents/office.ts). */
export const rtiForms: { title: string; link: string }[] = [
  { title: 'RTI application form (sample)', link: '/files/docs/office/rti-application-form.pdf' },
  { title: 'First appeal form (sample)', link: '/files/docs/office/rti-first-appeal-form.pdf' },
];
