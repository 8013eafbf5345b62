/** The serving Principal and the message on the office pages: catalogue keys (sample, to be replaced by the college). */
export const principal = {
  name: 'principal.name',
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
  /** Catalogue key of the name. */
  name: string;
  period: string;
}

const periods = [
  '1955 – 1959', '1959 – 1964', '1964 – 1968', '1968 – 1972', '1972 – 1976', '1976 – 1980', '1980 – 1983', '1983 – 1987', '1987 – 1990', '1990 – 1993',
  '1993 – 1996', '1996 – 1999', '1999 – 2002', '2002 – 2005', '2005 – 2009', '2009 – 2012', '2012 – 2016', '2016 – 2020', '2020 – 2023',
];

/** The nineteen principals before the present one, oldest first (sample names and dates). */
export const pastPrincipals: PastPrincipal[] = periods.map((period, index) => ({ id: index + 1, name: `pastPrincipals.names.${index + 1}`, period }));
