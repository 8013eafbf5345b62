/** About the office (SPEC §2 /office/aboutus). Sample text, to be replaced by the college. */
export const officeAbout = [
  'The office of the Principal runs the day-to-day administration of Assam Engineering College under the Directorate of Technical Education, Government of Assam. It looks after admissions and examinations records, the accounts of the college, the service matters of teachers and staff, the hostels and estate, and the college’s correspondence with the government and the public.',
  'The office is open from 10:00 AM to 4:00 PM, six days a week, except government holidays. Most certificates and forms can be asked for at the Receipt and Dispatch counter; grievances can be filed on this website at any time and are answered by the Grievance Cell.',
];
