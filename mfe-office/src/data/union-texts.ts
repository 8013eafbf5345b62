export interface Message {
  author: string;
  role: string;
  paragraphs: string[];
}

/** The union's home page messages (SPEC §2). Sample texts, to be replaced by the union. */
export const unionMessages: Message[] = [
  {
    author: 'Kaushik Kalita (sample)',
    role: 'General Secretary',
    paragraphs: [
      'Dear friends, the students’ union is your union. It speaks for every student of Assam Engineering College, whether you live in a hostel or travel in every day, whether you are in your first semester or your last.',
      'This year we are working on three things you asked for: longer library hours before examinations, better drinking water in every hostel, and a fair and quick answer to every complaint. If something is wrong, report it on this site; you will get a registration number, and we will follow it up with the college.',
    ],
  },
  {
    author: 'Bhargab Deka (sample)',
    role: 'Social Welfare Secretary',
    paragraphs: [
      'Social welfare is about looking after each other. The union runs a blood donation camp every semester, a book bank for students who cannot buy every textbook, and a small emergency fund for medical needs.',
      'If you or a friend need help, come to the union office in the Student Activity Centre or write to us. Everything you tell us is kept confidential.',
    ],
  },
];

export const unionContact = {
  office: ['Students’ Union Office', 'Student Activity Centre (ground floor)', 'Assam Engineering College, Jalukbari', 'Guwahati, Assam 781013'],
  hours: '1:00 PM to 2:00 PM and 4:00 PM to 6:00 PM on working days',
  email: 'aecsu@aec.ac.in (sample)',
  emailHref: 'mailto:aecsu@aec.ac.in',
  phone: '+91 90000 00103 (General Secretary, sample)',
  phoneHref: 'tel:+919000000103',
};

export const associationIntro = [
  'The Engineering College Teachers’ Association (ECTA) brings together the teachers of Assam Engineering College. It represents its members before the college and the state government on service conditions, pay and careers, and it works with the students’ union and the administration for a better college.',
  'The association holds a general meeting every year, publishes its minutes and accounts, and keeps the rules and forms its members need on this site.',
];

export const associationMessage: Message = {
  author: 'Dr. Bornali Hazarika (sample)',
  role: 'President, ECTA',
  paragraphs: [
    'Good teaching needs time, tools and a fair system of careers. The association will keep pressing for timely career advancement, for funds for laboratories, and for new posts where departments are short of teachers.',
    'Members can find the constitution, forms and the latest minutes under Resources. Write to us or file a complaint on this site if something needs the association’s attention.',
  ],
};

export const associationContact = {
  office: ['ECTA Office', 'Room 104, Administrative Building', 'Assam Engineering College, Jalukbari', 'Guwahati, Assam 781013'],
  hours: '2:00 PM to 4:00 PM, Monday to Friday',
  email: 'ecta@aec.ac.in (sample)',
  emailHref: 'mailto:ecta@aec.ac.in',
  phone: '+91 361 257 0180 (sample)',
  phoneHref: 'tel:+913612570180',
  bearers: [
    { name: 'Dr. Bornali Hazarika (sample)', role: 'President' },
    { name: 'Dr. Pankaj Kumar Das (sample)', role: 'General Secretary' },
    { name: 'Dr. Chandana Bora (sample)', role: 'Treasurer' },
  ],
};
