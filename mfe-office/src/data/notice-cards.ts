/** SPEC §3 Notice card: what the office and the students' union pin on their boards. */
export interface NoticeCard {
  id: number;
  headline: string;
  description: string;
  /** ISO date. */
  postedon: string;
  postedby: string;
}

/** Office notices, newest first (sample). College-wide notices and tenders live at /notifications. */
export const officeNotices: NoticeCard[] = [
  {
    id: 1,
    headline: 'Office closed on Saturday for Kati Bihu (sample)',
    description: 'The office of the Principal will remain closed on the Saturday of Kati Bihu. Urgent matters may be mailed to the office address; they will be answered on the next working day.',
    postedon: '2026-10-14',
    postedby: 'Office of the Principal',
  },
  {
    id: 2,
    headline: 'Revised counter hours for fee receipts (sample)',
    description: 'From 1 November the accounts counter accepts fee receipts and demand drafts from 10:30 AM to 3:00 PM. Online payments through the college portal are not affected.',
    postedon: '2026-10-28',
    postedby: 'Accounts Section',
  },
  {
    id: 3,
    headline: 'Character certificates and bonafide certificates (sample)',
    description: 'Apply at the Receipt and Dispatch counter with your identity card and the fee receipt. Certificates are ready for collection after three working days.',
    postedon: '2026-09-02',
    postedby: 'Academic Section',
  },
  {
    id: 4,
    headline: 'Grievances are now filed online (sample)',
    description: 'Students, parents, staff and the public can file a grievance on this website under Submit Grievance. Every grievance gets a registration number by email; its status can be checked at any time under Grievance Status.',
    postedon: '2026-08-18',
    postedby: 'Grievance Cell',
  },
];

/** Students' union board: general notices (sample). */
export const unionGeneralNotices: NoticeCard[] = [
  {
    id: 1,
    headline: 'Freshers’ social on 29 November (sample)',
    description: 'The union welcomes the first-semester students at the open-air stage at 4:00 PM. Hostel boarders’ dinner follows in each hostel mess.',
    postedon: '2026-11-12',
    postedby: 'Cultural Secretary, AECSU',
  },
  {
    id: 2,
    headline: 'Bus pass renewal camp (sample)',
    description: 'Representatives of the city bus service will renew student passes in the union office on 2 and 3 December, 11:00 AM to 2:00 PM. Bring your identity card and one photograph.',
    postedon: '2026-11-08',
    postedby: 'General Secretary, AECSU',
  },
  {
    id: 3,
    headline: 'Blood donation camp with the Gauhati Medical College blood bank (sample)',
    description: 'Register at the union office or on the day at the Student Activity Centre. Donors must be 18 or older and weigh at least 50 kg.',
    postedon: '2026-10-20',
    postedby: 'Social Welfare Secretary, AECSU',
  },
];

/** Students' union board: achievements (sample). */
export const unionAchievements: NoticeCard[] = [
  {
    id: 11,
    headline: 'Inter-college football: AEC are runners-up (sample)',
    description: 'Our team reached the final of the inter-engineering-college football tournament in Jorhat and lost 1–2 in extra time. Congratulations to the squad and coaches.',
    postedon: '2026-10-05',
    postedby: 'Major Games Secretary, AECSU',
  },
  {
    id: 12,
    headline: 'First prize in the regional robotics challenge (sample)',
    description: 'A team of four students of Electrical and Instrumentation Engineering won the line-follower event at the regional robotics challenge in Shillong.',
    postedon: '2026-09-21',
    postedby: 'General Secretary, AECSU',
  },
  {
    id: 13,
    headline: 'Debating: best speaker award (sample)',
    description: 'A seventh-semester student of Civil Engineering was named best speaker at the state-level inter-college debate held in Guwahati.',
    postedon: '2026-08-30',
    postedby: 'Debating Secretary, AECSU',
  },
];
