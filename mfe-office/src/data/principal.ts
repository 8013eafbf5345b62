/** The serving Principal and the message on the office pages (sample, to be replaced by the college). */
export const principal = {
  name: 'Dr. Anupam Saikia (sample)',
  designation: 'Principal, Assam Engineering College',
  since: 'April 2023',
  qualifications: 'B.E. (Electrical), Assam Engineering College; M.Tech. and Ph.D., IIT Guwahati (sample)',
  shortMessage: [
    'Welcome to Assam Engineering College. Since 1955 this campus at Jalukbari has trained the engineers who built much of the North East: its roads, bridges, power lines, refineries and, today, its software.',
    'The office of the Principal is here to serve students, parents, staff and every citizen who has business with the college. If something is not right, tell us through the grievance facility: every grievance gets a registration number and an answer.',
  ],
  fullMessage: [
    'Welcome to Assam Engineering College. Since 1955 this campus at Jalukbari has trained the engineers who built much of the North East: its roads, bridges, power lines, refineries and, today, its software. We are proud of that history, and we owe the next generation a college that is just as ready for the problems of its time.',
    'Our priorities for the coming years are simple to state. First, teaching that keeps pace with industry and research: updated syllabi, more laboratory hours and more projects done with local industry and government departments. Second, a campus where every student is safe, heard and supported, in the hostels as much as in the classroom. Third, an open office: decisions, notices and accounts published on time, and questions answered.',
    'I invite students and parents to use this website as the first place to look for notices, forms and contacts, and to write to the office when something is missing. Teachers and staff are the strength of this college; the office exists to make their work easier.',
    'With best wishes for your studies and your work,',
  ],
  career: [
    'Joined Assam Engineering College as Lecturer, Department of Electrical Engineering, 1996 (sample)',
    'Professor and Head, Department of Electrical Engineering, 2012–2020 (sample)',
    'Dean of Academic Affairs, 2020–2023 (sample)',
    'Principal since April 2023 (sample)',
  ],
};

export interface PastPrincipal {
  id: number;
  name: string;
  period: string;
}

/** The nineteen principals before the present one, oldest first (sample names and dates). */
export const pastPrincipals: PastPrincipal[] = [
  { id: 1, name: 'Prof. Hemendra Nath Barooah (sample)', period: '1955 – 1959' },
  { id: 2, name: 'Prof. Lakshmi Kanta Goswami (sample)', period: '1959 – 1964' },
  { id: 3, name: 'Prof. Bhabesh Chandra Sarma (sample)', period: '1964 – 1968' },
  { id: 4, name: 'Dr. Dinesh Chandra Choudhury (sample)', period: '1968 – 1972' },
  { id: 5, name: 'Prof. Jogesh Chandra Bora (sample)', period: '1972 – 1976' },
  { id: 6, name: 'Dr. Prafulla Kumar Mahanta (sample)', period: '1976 – 1980' },
  { id: 7, name: 'Prof. Suren Hazarika (sample)', period: '1980 – 1983' },
  { id: 8, name: 'Dr. Kamala Kanta Dutta (sample)', period: '1983 – 1987' },
  { id: 9, name: 'Prof. Nagen Chandra Das (sample)', period: '1987 – 1990' },
  { id: 10, name: 'Dr. Ratneswar Bhuyan (sample)', period: '1990 – 1993' },
  { id: 11, name: 'Prof. Girindra Nath Phukan (sample)', period: '1993 – 1996' },
  { id: 12, name: 'Dr. Mridula Barua (sample)', period: '1996 – 1999' },
  { id: 13, name: 'Prof. Atul Chandra Nath (sample)', period: '1999 – 2002' },
  { id: 14, name: 'Dr. Tarun Chandra Kakati (sample)', period: '2002 – 2005' },
  { id: 15, name: 'Prof. Bijoy Krishna Baishya (sample)', period: '2005 – 2009' },
  { id: 16, name: 'Dr. Ranjit Kumar Medhi (sample)', period: '2009 – 2012' },
  { id: 17, name: 'Dr. Sabitri Gogoi (sample)', period: '2012 – 2016' },
  { id: 18, name: 'Prof. Dipak Ranjan Talukdar (sample)', period: '2016 – 2020' },
  { id: 19, name: 'Dr. Manash Pratim Sharma (sample)', period: '2020 – 2023' },
];
