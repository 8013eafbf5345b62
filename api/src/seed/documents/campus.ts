import type { DocumentSpec } from './document-spec';

/** Documents linked from the campus front end (mfe-campus/src/data/campus-documents.ts names the same paths). */
export const campusDocuments: DocumentSpec[] = [
  {
    path: '/files/docs/campus/hostel-rules.pdf',
    title: 'Hostel rules (sample)',
    pages: [
      'These rules apply to all eight hostels of Assam Engineering College. They are a sample written for the website and will be replaced by the rules approved by the college.\n\n' +
        "1. A room is allotted for one academic session and may not be sublet or exchanged without the warden's written permission.\n" +
        '2. The one-time hostel deposit of about Rs 8000 is refunded, less any dues, when the resident leaves the hostel.\n' +
        '3. Residents return to the hostel by 10 PM unless the warden has given leave.\n' +
        "4. Guests may visit in the visitors' room between 4 PM and 7 PM; no guest stays overnight.\n" +
        '5. Ragging in any form is a criminal offence and leads to expulsion. Report it to the warden, the anti-ragging squad or the 24x7 national helpline.\n' +
        '6. Mess dues are paid by the 10th of each month to the mess committee.\n' +
        '7. Electrical heaters, cooking in rooms, alcohol and tobacco are not allowed.',
      'Leave and absence\n\nA resident going home for more than one night writes the dates in the leave register at the hostel office.\n\n' +
        'Damage to hostel property is charged to the resident or residents responsible.\n\n' +
        'Complaints about rooms, water, power or the mess go to the warden first; a grievance can also be filed on the college website under Office, Submit Grievance.',
    ],
  },
  {
    path: '/files/docs/campus/library-membership-form.pdf',
    title: 'Central Library membership form (sample)',
    pages: [
      'Central Library, Assam Engineering College, Guwahati 781013\nMembership form (sample, to be replaced by the college)\n\n' +
        'Name: ______________________________\n' +
        'Student or staff: ____________  Branch or department: ____________\n' +
        'Roll number or employee number: ______________\n' +
        'Semester (students): ______   Hostel and room (if resident): ____________\n' +
        'Mobile number: ______________   E-mail: ______________________\n\n' +
        'I agree to follow the rules of the Central Library and to return or replace any book issued to me.\n\n' +
        'Signature of applicant: ______________   Date: ____________\n\n' +
        'Recommended by (head of department or warden): ______________\n\n' +
        'For library use: card number ________  issued on ________  by ________',
    ],
  },
  {
    path: '/files/docs/campus/library-rules.pdf',
    title: 'Central Library rules (sample)',
    pages: [
      'Central Library rules (sample, to be replaced by the college)\n\n' +
        'Hours: 9:30 to 17:00, Monday to Saturday, except government holidays.\n\n' +
        '1. Bring your library card to borrow a book. A student may borrow up to three books at a time for fourteen days, and renew each once.\n' +
        '2. A fine of Rs 1 per day is charged for each book returned late.\n' +
        '3. Reference books, journals and theses are read in the library and not taken out.\n' +
        '4. Silence is kept in the reading room. Mobile phones are set to silent.\n' +
        '5. A lost or damaged book is replaced with a new copy or paid for at its current price.\n' +
        '6. E-books on the campus network are for personal study only; downloading whole collections is not allowed.',
    ],
  },
];
