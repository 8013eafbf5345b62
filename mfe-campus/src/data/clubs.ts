/**
 * docs/product/campus.md Club: fourteen records rendered by one set of components. Codes are the college's;
 * office-bearers, phone numbers, e-mail addresses, activities and posts are samples written for
 * this site, to be replaced by the college. Names, taglines and roles are in the catalogue
 * (clubs.names, clubs.tags, clubs.roles); the stories are written in English only.
 */
export interface ClubActivity {
  title: string;
  /** When it happens, in words: 'Every Saturday', 'February'. */
  when: string;
  detail: string;
}

export interface ClubPost {
  title: string;
  /** ISO date of posting. */
  date: string;
  author: string;
  summary: string;
}

/** An office-bearer's role (clubs.roles.<role>). */
export type ClubRole =
  | 'president'
  | 'secretary'
  | 'treasurer'
  | 'adviser'
  | 'projectLead'
  | 'contestCoordinator'
  | 'quizmaster'
  | 'workshopInCharge'
  | 'musicLead'
  | 'stageManager'
  | 'exhibitionLead'
  | 'choreographer'
  | 'magazineEditor';

export interface ClubMember {
  name: string;
  role: ClubRole;
}

export interface Club {
  id: number;
  /** The club's code; its name and tagline are clubs.names.<code> and clubs.tags.<code>. */
  code: string;
  president: string;
  phone: string;
  email?: string;
  link: string;
  /** Shown as a card on the Student Activity Center landing (ten are). */
  featured: boolean;
  about: string;
  activities: ClubActivity[];
  posts: ClubPost[];
  /** Office-bearers after the president, and the faculty adviser. */
  team: ClubMember[];
}

interface ClubStory {
  president: string;
  email?: string;
  about: string;
  activities: ClubActivity[];
  posts: ClubPost[];
  team: ClubMember[];
}

const club = (id: number, code: string, featured: boolean, story: ClubStory): Club => ({
  id,
  code,
  phone: `+91 98640 2${String(id).padStart(4, '0')}`,
  link: `/club/${code}/home`,
  featured,
  ...story,
});

export const clubs: Club[] = [
  club(1, 'EDC', true, {
    president: 'Ankita Bora (sample)',
    email: 'edc@aec.ac.in',
    about:
      'The cell helps students test a business idea before they bet on it: mentoring by alumni founders, a small pre-incubation desk, and talks by people who have built companies in the north-east.',
    activities: [
      { title: 'Idea clinic', when: 'Every second Saturday', detail: 'Fifteen minutes with a mentor to pressure-test an idea.' },
      { title: 'Startup weekend', when: 'September', detail: 'Teams build a working prototype and a pitch in 48 hours.' },
      { title: 'Founder talks', when: 'Once a month', detail: 'Alumni and local founders on what worked and what did not.' },
    ],
    posts: [
      { title: 'What a bamboo-furniture startup taught our first-years', date: '2025-10-14', author: 'Ankita Bora (sample)', summary: 'Notes from a founder talk on sourcing, pricing and selling beyond Assam.' },
      { title: 'Startup weekend 2025: six teams, one tea-waste idea', date: '2025-09-22', author: 'Rahul Das (sample)', summary: 'The winning team turned tea-factory waste into packaging board.' },
    ],
    team: [
      { name: 'Rahul Das (sample)', role: 'secretary' },
      { name: 'Priyanka Saikia (sample)', role: 'treasurer' },
      { name: 'Dr. B. Goswami (sample)', role: 'adviser' },
    ],
  }),
  club(2, 'SOVIC', true, {
    president: 'Dipankar Nath (sample)',
    about:
      'Members visit villages around Guwahati to survey small engineering problems (a leaking water tank, a footbridge, solar lights for a school) and work with the villagers on a fix they can maintain themselves.',
    activities: [
      { title: 'Village survey trips', when: 'Twice a semester', detail: 'A day in an adopted village with a checklist and the panchayat.' },
      { title: 'Build week', when: 'Winter break', detail: 'Teams carry out the repairs agreed with the village.' },
      { title: 'Science fair for schools', when: 'November', detail: 'Simple experiments taken to village schools.' },
    ],
    posts: [
      { title: 'Solar lamps for a primary school', date: '2025-12-08', author: 'Dipankar Nath (sample)', summary: 'How twelve students wired a classroom and trained two teachers to maintain it.' },
      { title: 'Listening first: our survey checklist', date: '2025-08-30', author: 'Moumita Das (sample)', summary: 'Why every project starts with a morning of questions, not measurements.' },
    ],
    team: [
      { name: 'Moumita Das (sample)', role: 'secretary' },
      { name: 'Gautam Rabha (sample)', role: 'projectLead' },
      { name: 'Dr. H. Talukdar (sample)', role: 'adviser' },
    ],
  }),
  club(3, 'CODING', true, {
    president: 'Sourav Baruah (sample)',
    email: 'coding@aec.ac.in',
    about:
      'Weekly problem-solving sessions, contest practice and small open-source projects, open to every branch. No experience needed: the first-year track starts from writing a first program.',
    activities: [
      { title: 'First-year track', when: 'Every Wednesday evening', detail: 'From a first program to basic data structures in one semester.' },
      { title: 'Contest practice', when: 'Every Sunday', detail: 'A timed problem set followed by discussion of solutions.' },
      { title: 'Code camp', when: 'January', detail: 'A week building a small web application as a team.' },
    ],
    posts: [
      { title: 'Our flood-alert prototype, one year later', date: '2025-11-02', author: 'Sourav Baruah (sample)', summary: 'What we learnt keeping a small service running through a monsoon.' },
      { title: 'Five problems every first-year should solve', date: '2025-08-18', author: 'Nandini Sharma (sample)', summary: 'A gentle problem set with hints, used in the first-year track.' },
    ],
    team: [
      { name: 'Nandini Sharma (sample)', role: 'secretary' },
      { name: 'Arup Kalita (sample)', role: 'contestCoordinator' },
      { name: 'Dr. S. Choudhury (sample)', role: 'adviser' },
    ],
  }),
  club(4, 'QUIZ', true, {
    president: 'Bhaskar Sarma (sample)',
    about:
      'The club sets an open quiz every fortnight, trains the college teams for inter-college quizzes and runs the inter-hostel quiz, with a round on the north-east in every one.',
    activities: [
      { title: 'Fortnightly open quiz', when: 'Alternate Fridays', detail: 'Teams of two; anyone on campus may play.' },
      { title: 'Inter-hostel quiz', when: 'March', detail: 'Eight hostels, four rounds, one trophy.' },
      { title: 'Quizmaster workshop', when: 'August', detail: 'How to write a fair, interesting question.' },
    ],
    posts: [
      { title: 'The river round: how we wrote it', date: '2025-03-20', author: 'Bhaskar Sarma (sample)', summary: 'Behind the questions on Assam’s rivers in this year’s inter-hostel final.' },
      { title: 'Answers to the August open quiz', date: '2025-08-29', author: 'Tanmoy Roy (sample)', summary: 'Every question with its answer and the story behind it.' },
    ],
    team: [
      { name: 'Tanmoy Roy (sample)', role: 'secretary' },
      { name: 'Ishita Paul (sample)', role: 'quizmaster' },
      { name: 'Dr. A. Mahanta (sample)', role: 'adviser' },
    ],
  }),
  club(5, 'ROBOT', true, {
    president: 'Kunal Deka (sample)',
    email: 'robotics@aec.ac.in',
    about:
      'The society builds line followers, rovers and robot arms in its workshop and takes teams to national robotics competitions. Its workshop is open to any student who wants to learn soldering and microcontrollers.',
    activities: [
      { title: 'Open workshop hours', when: 'Monday to Friday, 4 to 6 PM', detail: 'Tools, parts and seniors to ask.' },
      { title: 'Robo-race', when: 'During the college fest', detail: 'A timed obstacle course for home-built robots.' },
      { title: 'Microcontroller basics', when: 'September', detail: 'A four-session course for beginners.' },
    ],
    posts: [
      { title: 'Building a rover for muddy ground', date: '2025-07-11', author: 'Kunal Deka (sample)', summary: 'Wheels, weight and what the monsoon taught us about both.' },
      { title: 'Our robot arm sorts tea leaves (slowly)', date: '2025-02-27', author: 'Riya Borah (sample)', summary: 'A first attempt at colour sorting with a camera and a small arm.' },
    ],
    team: [
      { name: 'Riya Borah (sample)', role: 'secretary' },
      { name: 'Himangshu Das (sample)', role: 'workshopInCharge' },
      { name: 'Dr. P. Kakoti (sample)', role: 'adviser' },
    ],
  }),
  club(6, 'BIHU', true, {
    president: 'Rupjyoti Gogoi (sample)',
    about:
      'The club keeps Bihu alive on campus: dance and dhol practice through spring, the college’s Rongali Bihu celebration, and teams for inter-college competitions.',
    activities: [
      { title: 'Spring practice', when: 'February to April, every evening', detail: 'Dance, dhol, pepa and gogona for beginners and regulars.' },
      { title: 'College Rongali Bihu', when: 'April', detail: 'Husori and a stage programme open to the neighbourhood.' },
      { title: 'Magh Bihu feast', when: 'January', detail: 'Meji and a community meal with the hostels.' },
    ],
    posts: [
      { title: 'Learning the dhol in six weeks', date: '2025-03-05', author: 'Rupjyoti Gogoi (sample)', summary: 'How beginners were ready for the stage by Bohag.' },
      { title: 'Husori across the campus', date: '2025-04-18', author: 'Mitali Bora (sample)', summary: 'Our route through the staff quarters and what each house offered.' },
    ],
    team: [
      { name: 'Mitali Bora (sample)', role: 'secretary' },
      { name: 'Pallab Dutta (sample)', role: 'musicLead' },
      { name: 'Dr. R. Sharma (sample)', role: 'adviser' },
    ],
  }),
  club(7, 'MUSIC', true, {
    president: 'Aditya Kashyap (sample)',
    about:
      'From Borgeet to rock, the club gives every kind of musician a room to practise and a stage to play on. It runs the college’s music nights and lends instruments to members.',
    activities: [
      { title: 'Jam sessions', when: 'Every Thursday', detail: 'Bring an instrument or a voice; the room is open.' },
      { title: 'Music night', when: 'Once a semester', detail: 'Bands and soloists on the open-air stage.' },
      { title: 'Sound engineering basics', when: 'October', detail: 'Mixing and mics for the people behind the stage.' },
    ],
    posts: [
      { title: 'Borgeet meets the bass guitar', date: '2025-10-30', author: 'Aditya Kashyap (sample)', summary: 'Arranging a devotional song for a five-piece band.' },
      { title: 'Looking after the club’s instruments', date: '2025-07-24', author: 'Sneha Barman (sample)', summary: 'Humidity, strings and the new borrowing register.' },
    ],
    team: [
      { name: 'Sneha Barman (sample)', role: 'secretary' },
      { name: 'Rohan Chetia (sample)', role: 'stageManager' },
      { name: 'Dr. M. Barua (sample)', role: 'adviser' },
    ],
  }),
  club(8, 'ART', true, {
    president: 'Juri Hazarika (sample)',
    about:
      'Painters, sketchers and craft-makers who decorate the campus for its festivals, paint its murals and hold an exhibition of members’ work every spring.',
    activities: [
      { title: 'Sketch walks', when: 'Sunday mornings', detail: 'Drawing the campus, its trees and its buildings.' },
      { title: 'Festival decoration', when: 'Before every major event', detail: 'Backdrops, alpanas and signage.' },
      { title: 'Spring exhibition', when: 'March', detail: 'A week-long show of members’ work.' },
    ],
    posts: [
      { title: 'The new mural by the canteen', date: '2025-09-12', author: 'Juri Hazarika (sample)', summary: 'Forty litres of paint and a river that runs the length of the wall.' },
      { title: 'Japi, in watercolour', date: '2025-05-06', author: 'Bishal Roy (sample)', summary: 'A beginners’ tutorial on painting a traditional hat.' },
    ],
    team: [
      { name: 'Bishal Roy (sample)', role: 'secretary' },
      { name: 'Kangkana Das (sample)', role: 'exhibitionLead' },
      { name: 'Dr. N. Baruah (sample)', role: 'adviser' },
    ],
  }),
  club(9, 'BEAT', true, {
    president: 'Trishna Kalita (sample)',
    about:
      'Contemporary, folk and classical dancers practise together and perform at the college fest and inter-college competitions. Beginners are welcome at every practice.',
    activities: [
      { title: 'Open practice', when: 'Tuesday and Friday evenings', detail: 'Warm-up, a new routine, and feedback.' },
      { title: 'Fest performance', when: 'College fest', detail: 'The club’s main group piece of the year.' },
      { title: 'Folk forms workshop', when: 'August', detail: 'Dances of the north-east taught by members from each state.' },
    ],
    posts: [
      { title: 'Seven states, one routine', date: '2025-08-21', author: 'Trishna Kalita (sample)', summary: 'How the folk-forms workshop became this year’s group piece.' },
      { title: 'Warming up without injuries', date: '2025-06-15', author: 'Amlan Saikia (sample)', summary: 'A ten-minute routine from our physiotherapy session.' },
    ],
    team: [
      { name: 'Amlan Saikia (sample)', role: 'secretary' },
      { name: 'Puja Devi (sample)', role: 'choreographer' },
      { name: 'Dr. L. Devi (sample)', role: 'adviser' },
    ],
  }),
  club(10, 'LITERARY', true, {
    president: 'Anurag Dutta (sample)',
    about:
      'Readers and writers in Assamese, English and Hindi. The society edits the college magazine, runs debates and a monthly reading circle, and keeps a shelf of members’ favourite books.',
    activities: [
      { title: 'Reading circle', when: 'First Saturday of the month', detail: 'One book, one evening, many opinions.' },
      { title: 'Debates', when: 'Twice a semester', detail: 'Parliamentary format, open to every branch.' },
      { title: 'College magazine', when: 'All year', detail: 'Call for writing in August, release in spring.' },
    ],
    posts: [
      { title: 'Why we read Assamese short stories aloud', date: '2025-11-08', author: 'Anurag Dutta (sample)', summary: 'A reading circle on stories of village life.' },
      { title: 'Call for submissions: college magazine', date: '2025-08-04', author: 'Mousumi Saikia (sample)', summary: 'Poems, essays, stories and photographs in three languages.' },
    ],
    team: [
      { name: 'Mousumi Saikia (sample)', role: 'secretary' },
      { name: 'Kaustav Bhuyan (sample)', role: 'magazineEditor' },
      { name: 'Dr. D. Saikia (sample)', role: 'adviser' },
    ],
  }),
  club(11, 'FLASH', false, {
    president: 'Partha Pratim Das (sample)',
    email: 'flash@aec.ac.in',
    about:
      'The club photographs college events for the archive, runs photo walks around Guwahati and teaches the basics of composition to anyone with a camera or a phone.',
    activities: [
      { title: 'Photo walks', when: 'Once a month', detail: 'Ghats, markets and hills around the city.' },
      { title: 'Event coverage', when: 'All year', detail: 'Members photograph every major college event.' },
      { title: 'Phone photography basics', when: 'August', detail: 'Light and framing with the camera you already own.' },
    ],
    posts: [
      { title: 'Sunrise at the ghat', date: '2025-12-01', author: 'Partha Pratim Das (sample)', summary: 'Notes from a 5 AM photo walk by the Brahmaputra.' },
      { title: 'Shooting a stage in low light', date: '2025-04-22', author: 'Ananya Goswami (sample)', summary: 'Settings that worked at the Bihu night.' },
    ],
    team: [
      { name: 'Ananya Goswami (sample)', role: 'secretary' },
      { name: 'Dr. T. Nath (sample)', role: 'adviser' },
    ],
  }),
  club(12, 'MUKHAA', false, {
    president: 'Siddhartha Bora (sample)',
    about:
      'Mukhaa stages one-act plays, street plays on road safety and anti-ragging, and a full-length production each year, mostly in Assamese, with stagecraft done by members.',
    activities: [
      { title: 'Street plays', when: 'August and January', detail: 'Short plays on anti-ragging and road safety.' },
      { title: 'Annual production', when: 'February', detail: 'A full-length play in the auditorium.' },
      { title: 'Acting workshop', when: 'September', detail: 'Voice, movement and improvisation for beginners.' },
    ],
    posts: [
      { title: 'Writing a street play in a week', date: '2025-08-12', author: 'Siddhartha Bora (sample)', summary: 'Our anti-ragging play for the freshers, from idea to stage.' },
      { title: 'Masks we made for the annual play', date: '2025-02-19', author: 'Rashmi Deka (sample)', summary: 'Papier-mâché, bamboo and a lot of glue.' },
    ],
    team: [
      { name: 'Rashmi Deka (sample)', role: 'secretary' },
      { name: 'Dr. K. Sarmah (sample)', role: 'adviser' },
    ],
  }),
  club(13, 'ENERGY', false, {
    president: 'Manjit Choudhury (sample)',
    about:
      'The club audits electricity use in hostels and departments, promotes saving it, and builds small solar and biogas demonstrators with the electrical and chemical departments.',
    activities: [
      { title: 'Hostel energy audit', when: 'Every semester', detail: 'Meter readings, a report and suggestions for each hostel.' },
      { title: 'Energy Conservation Day', when: '14 December', detail: 'Talks, a poster competition and a switch-off hour.' },
      { title: 'Solar demonstrator', when: 'Ongoing', detail: 'A rooftop panel feeding the club room, with live readings.' },
    ],
    posts: [
      { title: 'What the hostel audit found', date: '2025-12-16', author: 'Manjit Choudhury (sample)', summary: 'Geysers, fans left on and the easy savings.' },
      { title: 'A biogas unit for the mess', date: '2025-06-02', author: 'Barnali Kalita (sample)', summary: 'A design study with the chemical engineering department.' },
    ],
    team: [
      { name: 'Barnali Kalita (sample)', role: 'secretary' },
      { name: 'Dr. U. Sarma (sample)', role: 'adviser' },
    ],
  }),
  club(14, 'RIDER', false, {
    president: 'Nayan Jyoti Kalita (sample)',
    about:
      'Cyclists and motorcyclists who ride together safely: helmet checks, basic maintenance sessions, and weekend rides to the hills around Guwahati.',
    activities: [
      { title: 'Weekend rides', when: 'One Sunday a month', detail: 'A planned route with a lead and a sweep rider.' },
      { title: 'Road-safety week', when: 'January', detail: 'Helmet drive and a talk with the traffic police.' },
      { title: 'Maintenance clinic', when: 'Every fortnight', detail: 'Chains, brakes and tyres, done yourself.' },
    ],
    posts: [
      { title: 'A Sunday ride to the hills', date: '2025-11-23', author: 'Nayan Jyoti Kalita (sample)', summary: 'Route, stops and the rule of never riding alone.' },
      { title: 'Brakes: check them every week', date: '2025-07-06', author: 'Sudeshna Roy (sample)', summary: 'A five-minute check anyone can do.' },
    ],
    team: [
      { name: 'Sudeshna Roy (sample)', role: 'secretary' },
      { name: 'Dr. G. Medhi (sample)', role: 'adviser' },
    ],
  }),
];

/** Club ids are case-insensitive in the URL: /club/edc and /club/EDC are the same club. */
export const findClub = (id: string | undefined) => clubs.find((c) => c.code === id?.toUpperCase());

/** A club's pages (clubs.pages.<path> names each). */
export const clubPages = ['home', 'aboutus', 'activity', 'gallery', 'blog', 'team'] as const;
