/**
 * The serving Principal and the message on the office pages: catalogue keys (sample, to be replaced
 * by the college), but the name as the college's records write it, in every language (docs/glossary.md).
 */
export const principal = {
  name: 'Dr. Anupam Saikia (sample)',
  designation: 'principal.designation',
  /** The month of taking charge ('YYYY-MM'), written in the page's language. */
  since: '2023-04',
  qualifications: 'principal.qualifications',
  shortMessage: ['principal.short.p1', 'principal.short.p2'],
  fullMessage: ['principal.full.p1', 'principal.full.p2', 'principal.full.p3', 'principal.full.p4'],
  career: ['principal.career.c1', 'principal.career.c2', 'principal.career.c3', 'principal.career.c4'],
};

export interface PastPrincipal {
  id: number;
  /** As the records write it, in every language. */
  name: string;
  period: string;
}

const periods = [
  '1955 – 1959', '1959 – 1964', '1964 – 1968', '1968 – 1972', '1972 – 1976', '1976 – 1980', '1980 – 1983', '1983 – 1987', '1987 – 1990', '1990 – 1993',
  '1993 – 1996', '1996 – 1999', '1999 – 2002', '2002 – 2005', '2005 – 2009', '2009 – 2012', '2012 – 2016', '2016 – 2020', '2020 – 2023',
];

/** As the records write them (sample names). */
const names = [
  'Prof. Hemendra Nath Barooah (sample)',
  'Prof. Lakshmi Kanta Goswami (sample)',
  'Prof. Bhabesh Chandra Sarma (sample)',
  'Dr. Dinesh Chandra Choudhury (sample)',
  'Prof. Jogesh Chandra Bora (sample)',
  'Dr. Prafulla Kumar Mahanta (sample)',
  'Prof. Suren Hazarika (sample)',
  'Dr. Kamala Kanta Dutta (sample)',
  'Prof. Nagen Chandra Das (sample)',
  'Dr. Ratneswar Bhuyan (sample)',
  'Prof. Girindra Nath Phukan (sample)',
  'Dr. Mridula Barua (sample)',
  'Prof. Atul Chandra Nath (sample)',
  'Dr. Tarun Chandra Kakati (sample)',
  'Prof. Bijoy Krishna Baishya (sample)',
  'Dr. Ranjit Kumar Medhi (sample)',
  'Dr. Sabitri Gogoi (sample)',
  'Prof. Dipak Ranjan Talukdar (sample)',
  'Dr. Manash Pratim Sharma (sample)',
];

/** The nineteen principals before the present one, oldest first (sample names and dates). */
export const pastPrincipals: PastPrincipal[] = periods.map((period, index) => ({ id: index + 1, name: names[index]!, period }));
