/**
 * The Central Computing Centre. Figures, names and numbers are samples, to be replaced by the
 * college. Words are in the catalogue (ccc.*), in the page's language.
 */

/** What the centre does (ccc.services.<key>: title and detail). */
export const cccServices = ['labs', 'network', 'email', 'software', 'training', 'web'] as const;

export const cccContact = {
  head: 'Dr. P. K. Baishya (sample)',
  phone: '+91 361 257 0101',
  email: 'ccc@aec.ac.in',
  pin: '781013',
} as const;
