/**
 * docs/product/campus.md Hostel: eight records rendered by one set of components. Capacities and years are the
 * college's (docs/product/figures.md); wardens, phone numbers, stories, quotes and magazine issues are samples
 * written for this site, to be replaced by the college. A hostel's name, tagline and wall
 * magazine's name are in the catalogue (hostels.name, hostels.tags.<id>, hostels.magazines.<id>);
 * the stories are written in English only (shown lang="en" on Assamese and Hindi pages).
 */
export interface HostelAchievement {
  year: number;
  title: string;
  detail: string;
}

export interface HostelTestimonial {
  quote: string;
  name: string;
  /** Branch and years of stay, e.g. 'Civil Engineering, 2019–2023'. */
  batch: string;
}

export interface WallMagazineIssue {
  issue: string;
  theme: string;
  summary: string;
}

export interface Hostel {
  id: number;
  capacity: number;
  warden: string;
  phone: string;
  establishment: number;
  link: string;
  /** What makes this hostel itself (About us). */
  about: string;
  wallMagazine: { issues: WallMagazineIssue[] };
  achievements: HostelAchievement[];
  testimonials: HostelTestimonial[];
}

type HostelStory = Pick<Hostel, 'about' | 'wallMagazine' | 'achievements' | 'testimonials'>;

const hostel = (id: number, capacity: number, warden: string, establishment: number, story: HostelStory): Hostel => ({
  id,
  capacity,
  warden,
  phone: `+91 94350 1${String(id).padStart(4, '0')}`,
  establishment,
  link: `/hostel/${id}/home`,
  ...story,
});

export const hostels: Hostel[] = [
  hostel(1, 98, 'Dr. A. Baruah (sample)', 1958, {
    about:
      'Hostel 1 opened with the college’s first batches and still keeps their habits: a common study hour after dinner, a seniors’ help desk in the first week of every session, and a prayer hall that doubles as the quiz room.',
    wallMagazine: {
      issues: [
        { issue: 'Bohag 2026', theme: 'Sixty-eight years on the hill', summary: 'Alumni letters from the first decades, and what has changed in the rooms since.' },
        { issue: 'Puja 2025', theme: 'Monsoon notebooks', summary: 'Poems and sketches written during the long rains of the last semester.' },
      ],
    },
    achievements: [
      { year: 2025, title: 'Inter-hostel quiz winners', detail: 'A team of three from the second year took the trophy in the final round on Assam’s rivers.' },
      { year: 2024, title: 'Cleanest hostel award', detail: 'Given by the hostel committee after surprise inspections through the year.' },
    ],
    testimonials: [
      { quote: 'My first night I could not sleep for the frogs in the rain. By the fourth year I could not sleep without them.', name: 'Rituraj Gogoi (sample)', batch: 'Mechanical Engineering, 2018–2022' },
      { quote: 'The seniors’ help desk sorted out my scholarship forms before I even knew I had to fill them.', name: 'Dhiraj Saikia (sample)', batch: 'Civil Engineering, 2020–2024' },
    ],
  }),
  hostel(2, 120, 'Dr. R. Kalita (sample)', 1960, {
    about:
      'Hostel 2 faces the open side of the campus and catches the evening breeze. Its residents run the campus blood-donation camp every February and keep a small library of donated textbooks for juniors.',
    wallMagazine: {
      issues: [
        { issue: 'Bohag 2026', theme: 'Giving back', summary: 'Stories from the blood-donation camp and the textbook library.' },
        { issue: 'Magh 2025', theme: 'Winter kitchens', summary: 'Recipes residents brought from home and cooked for the Magh Bihu feast.' },
      ],
    },
    achievements: [
      { year: 2025, title: 'Blood-donation camp', detail: 'Residents organised the campus camp with the district blood bank; 140 units collected (sample figure).' },
      { year: 2023, title: 'Inter-hostel volleyball runners-up', detail: 'Lost the final in the deciding set under the floodlights.' },
    ],
    testimonials: [
      { quote: 'I borrowed every first-year book from the hostel shelf and returned them with my own notes inside.', name: 'Pranjal Medhi (sample)', batch: 'Electrical Engineering, 2019–2023' },
      { quote: 'Evenings on the steps with the breeze from the river side were the best part of exam weeks.', name: 'Bikash Nath (sample)', batch: 'Chemical Engineering, 2021–2025' },
    ],
  }),
  hostel(3, 65, 'Dr. P. Das (sample)', 1962, {
    about:
      'The smallest hostel on campus, Hostel 3 is known for knowing every resident by name. Its mess committee was the first to publish a weekly menu on the notice board and to take feedback on it.',
    wallMagazine: {
      issues: [
        { issue: 'Puja 2025', theme: 'Sixty-five rooms', summary: 'One line from each resident about the room they live in.' },
        { issue: 'Bohag 2025', theme: 'The mess menu, explained', summary: 'How the committee plans a month of meals on a student budget.' },
      ],
    },
    achievements: [
      { year: 2024, title: 'Best mess management', detail: 'Recognised by the hostel committee for transparent accounts and fewer complaints.' },
      { year: 2022, title: 'Inter-hostel drama, second place', detail: 'An Assamese one-act play written by two residents.' },
    ],
    testimonials: [
      { quote: 'In a hostel of sixty-five, nobody eats alone and nobody studies alone.', name: 'Nilotpal Baishya (sample)', batch: 'Computer Science and Engineering, 2020–2024' },
      { quote: 'I learnt accounts running the mess before I learnt them in any class.', name: 'Manash Talukdar (sample)', batch: 'Industrial and Production Engineering, 2019–2023' },
    ],
  }),
  hostel(4, 80, 'Dr. S. Sarma (sample)', 1964, {
    about:
      'Hostel 4 keeps a quiet study room open through the night in examination weeks and is where the coding club’s late practice sessions began. Its residents also keep the campus Wi-Fi help sheet up to date.',
    wallMagazine: {
      issues: [
        { issue: 'Puja 2025', theme: 'After midnight', summary: 'What people are building, reading and cooking when the corridors go quiet.' },
        { issue: 'Bohag 2025', theme: 'First programs', summary: 'Residents remember the first program they ever got to run.' },
      ],
    },
    achievements: [
      { year: 2025, title: 'Hackathon finalists', detail: 'Two residents reached the national final of a student hackathon with a flood-alert app.' },
      { year: 2023, title: 'Inter-hostel chess champions', detail: 'Won all five rounds of the rapid format.' },
    ],
    testimonials: [
      { quote: 'The night study room is where I finally understood electromagnetic theory, at three in the morning.', name: 'Abhijit Hazarika (sample)', batch: 'Electronics and Telecommunication Engineering, 2018–2022' },
      { quote: 'There was always someone awake to help when a program would not compile.', name: 'Parag Deka (sample)', batch: 'Instrumentation Engineering, 2021–2025' },
    ],
  }),
  hostel(5, 120, 'Dr. M. Choudhury (sample)', 1967, {
    about:
      'Next to the playing fields, Hostel 5 fields a team in almost every inter-hostel sport. The evening football game starts at five and ends when the mess bell rings.',
    wallMagazine: {
      issues: [
        { issue: 'Magh 2026', theme: 'The season in numbers', summary: 'Goals, wickets and rallies from the inter-hostel tournaments.' },
        { issue: 'Puja 2025', theme: 'Training on a hostel budget', summary: 'Residents share routines that need nothing but the stairs and the field.' },
      ],
    },
    achievements: [
      { year: 2025, title: 'Inter-hostel football champions', detail: 'Won the final 2–1 in front of the whole campus.' },
      { year: 2024, title: 'Athletics meet, overall second', detail: 'Medals in the 400 m, long jump and relay.' },
    ],
    testimonials: [
      { quote: 'I came to study mechanical engineering and left with that and a football team for life.', name: 'Jyotirmoy Bora (sample)', batch: 'Mechanical Engineering, 2019–2023' },
      { quote: 'The rule was simple: play in the evening, study after supper. It worked.', name: 'Hemanta Rabha (sample)', batch: 'Civil Engineering, 2020–2024' },
    ],
  }),
  hostel(6, 130, 'Dr. N. Deka (sample)', 1969, {
    about:
      'Hostel 6 practises Bihu on its lawn every spring and has sent dhol players to the college team for as long as anyone remembers. Its common room holds a harmonium, two guitars and a well-used tabla.',
    wallMagazine: {
      issues: [
        { issue: 'Bohag 2026', theme: 'Rongali on the lawn', summary: 'Photographs and notes from the hostel’s Bihu practice evenings.' },
        { issue: 'Puja 2025', theme: 'Songs from home', summary: 'Residents from across the north-east write about the songs they grew up with.' },
      ],
    },
    achievements: [
      { year: 2025, title: 'Inter-college Bihu competition, first place', detail: 'Most of the college team’s dancers and drummers were residents.' },
      { year: 2024, title: 'Inter-hostel music night winners', detail: 'A folk-fusion set with dhol, pepa and guitar.' },
    ],
    testimonials: [
      { quote: 'I learnt to play the pepa in the common room from a senior who learnt it there too.', name: 'Kaushik Boro (sample)', batch: 'Electrical Engineering, 2020–2024' },
      { quote: 'Spring evenings on the lawn are what I miss most from college.', name: 'Arnab Phukan (sample)', batch: 'Chemical Engineering, 2018–2022' },
    ],
  }),
  hostel(7, 85, 'Dr. K. Bora (sample)', 1972, {
    about:
      'Hostel 7 keeps quiet hours from nine at night and runs a weekly doubt-clearing session where seniors help juniors with mathematics and mechanics. Many of its residents prepare for postgraduate entrance examinations.',
    wallMagazine: {
      issues: [
        { issue: 'Magh 2026', theme: 'How we prepare', summary: 'Residents who cleared entrance examinations share their timetables.' },
        { issue: 'Bohag 2025', theme: 'Books that changed my mind', summary: 'Short reviews of books from outside the syllabus.' },
      ],
    },
    achievements: [
      { year: 2025, title: 'Highest number of GATE qualifiers', detail: 'Eleven residents qualified in one year (sample figure).' },
      { year: 2023, title: 'Inter-hostel debate winners', detail: 'On whether the Brahmaputra should be dredged.' },
    ],
    testimonials: [
      { quote: 'The Sunday doubt sessions got me through second-year mathematics.', name: 'Sanjib Kakati (sample)', batch: 'Instrumentation Engineering, 2019–2023' },
      { quote: 'Quiet hours sounded strict at first; by the fifth semester I was enforcing them.', name: 'Debajit Sarma (sample)', batch: 'Computer Science and Engineering, 2021–2025' },
    ],
  }),
  hostel(8, 230, 'Dr. J. Hazarika (sample)', 1975, {
    about:
      'The biggest hostel, Hostel 8 houses 230 students in two wings around a central courtyard. Its courtyard hosts the campus’s largest Saraswati Puja and the freshers’ welcome every August.',
    wallMagazine: {
      issues: [
        { issue: 'Puja 2025', theme: 'Two hundred and thirty voices', summary: 'The largest issue yet, with a page for every wing.' },
        { issue: 'Bohag 2025', theme: 'The courtyard', summary: 'A history of the hostel told through the events held in its courtyard.' },
      ],
    },
    achievements: [
      { year: 2025, title: 'Best-organised Saraswati Puja', detail: 'Judged by the students’ union for its eco-friendly decoration.' },
      { year: 2024, title: 'Inter-hostel cricket champions', detail: 'Unbeaten through the tournament.' },
    ],
    testimonials: [
      { quote: 'With two hundred people under one roof there is always a friend, a charger and a calculator to borrow.', name: 'Mrinal Kalita (sample)', batch: 'Electronics and Telecommunication Engineering, 2020–2024' },
      { quote: 'Organising the freshers’ welcome in the courtyard taught me more about people than any course.', name: 'Ranjit Basumatary (sample)', batch: 'Mechanical Engineering, 2019–2023' },
    ],
  }),
];

export const findHostel = (id: string | undefined) => hostels.find((h) => String(h.id) === id);

/** A hostel's pages (hostels.pages.<path> names each). */
export const hostelPages = ['home', 'aboutus', 'gallery', 'wallmagazine', 'achievements', 'testimonials'] as const;

/** What every hostel offers (hostels.facilities.<key>); the college's hostel rules apply to all eight. */
export const hostelFacilities = ['rooms', 'mess', 'commonRoom', 'readingRoom', 'services', 'warden'] as const;

/** docs/product/figures.md: about Rs 8000, paid once at admission to a hostel. */
export const HOSTEL_DEPOSIT_RUPEES = 8000;

/**
 * Heading of /hostel on English pages (hostels.landing.title on the others). The redeploy e2e test
 * changes this string, rebuilds mfe-campus alone and expects it live, so English reads it from here.
 */
export const HOSTELS_TITLE = 'Hostels';

/** The college's PIN code, in every hostel's address. */
export const CAMPUS_PIN = '781013';
