import type { ProjectCode, ProjectDocumentKind } from '@aec/contracts';
import type { DocumentSpec } from './document-spec';

/**
 * A document of a project microsite: generated as a sample PDF at `spec.path` and listed in the
 * project_documents table by the projects seed, where the staff console can later replace it.
 */
export interface ProjectDocumentSeed {
  project: ProjectCode;
  kind: ProjectDocumentKind;
  /** How long before the seed date the document is dated. */
  daysAgo: number;
  spec: DocumentSpec;
}

const doc = (project: ProjectCode, kind: ProjectDocumentKind, daysAgo: number, file: string, title: string, pages: string[]): ProjectDocumentSeed => ({
  project,
  kind,
  daysAgo,
  spec: { path: `/files/docs/projects/${project}/${file}.pdf`, title, pages },
});

/** Minutes have several pages, so the microsite's page-by-page viewer has something to turn. */
function minutes(project: ProjectCode, body: string, n: number, daysAgo: number): ProjectDocumentSeed {
  const name = project === 'teqip' ? 'Board of Governors' : 'Institutional Project Unit';
  return doc(project, 'minutes', daysAgo, `minutes-${n}`, `Minutes of meeting ${n} of the ${name}`, [
    `Minutes of meeting ${n} of the ${name}, held in the conference room of the administrative building. Members present: the Principal (chair), the nodal officer, the finance officer, two heads of department and one industry nominee.`,
    `Item 1. Confirmation of the minutes of the previous meeting. The minutes were confirmed without change.\n\nItem 2. Progress report. ${body}`,
    'Item 3. Procurement. The committee reviewed the procurement plan, the tenders floated since the last meeting and their status. Bids received after the closing date are not to be opened.',
    'Item 4. Any other matter. None. The meeting ended with a vote of thanks to the chair. Action taken on these decisions will be reported at the next meeting.',
  ]);
}

export const projectDocumentSeeds: ProjectDocumentSeed[] = [
  minutes(
    'teqip',
    'Faculty development programmes, the remedial classes for first-year students and the laboratory upgrades are on schedule; the utilisation of funds stands at 82 percent of the release.',
    1,
    40,
  ),
  minutes('teqip', 'Twelve students were placed through the industry-institute interaction cell; the equity action plan report was accepted.', 2, 130),
  minutes(
    'teqip',
    'The academic audit report was placed before the board; the department of electrical engineering will host the next expert lecture.',
    3,
    220,
  ),
  doc('teqip', 'downloads', 20, 'utilisation-certificate-form', 'Utilisation certificate form (GFR 12-A)', [
    'Utilisation certificate for grants released under the project. Fill in the sanction order, amount received, amount spent and the unspent balance, and have it countersigned by the finance officer.',
  ]),
  doc('teqip', 'downloads', 60, 'travel-claim-form', 'Travel and daily allowance claim form', [
    'Claim form for travel and daily allowance of faculty and students attending project activities. Attach tickets and the attendance certificate of the host institute.',
  ]),
  doc('teqip', 'downloads', 90, 'procurement-plan', 'Procurement plan of the institute', [
    'Procurement plan: goods, works and services to be bought in the current year, the method of procurement for each (shopping, national competitive bidding, direct contracting) and the expected dates.',
  ]),
  doc('teqip', 'advertisement', 15, 'advertisement-assistant-professor', 'Advertisement: assistant professors on contract', [
    'Applications are invited for assistant professors on contract in civil, mechanical and electrical engineering. Qualification: M.E./M.Tech. with a first class. Last date: thirty days from publication.',
  ]),
  doc('teqip', 'advertisement', 75, 'advertisement-finance-assistant', 'Advertisement: finance assistant', [
    'Applications are invited for one finance assistant for the project unit. Qualification: B.Com. with working knowledge of accounting software. Walk-in interview at the office of the Principal.',
  ]),
  doc('teqip', 'eap', 100, 'environmental-assessment-plan', 'Environmental assessment and management plan', [
    'Environmental assessment of the works under the project: laboratory waste, electronic waste, construction debris and noise.',
    'Management plan: segregation of laboratory chemicals, an authorised e-waste recycler, dust screens on construction sites and work only in daytime hours near hostels.',
  ]),
  doc('teqip', 'bog', 110, 'board-of-governors', 'Composition of the Board of Governors', [
    'Board of Governors of the institute: chair nominated by the state government, the Principal as member secretary, two industry representatives, two faculty members, one alumnus and a representative of the affiliating university.',
  ]),

  minutes(
    'neqip',
    'The laboratory modernisation proposals of four departments were approved and the skill development programme has its first batch of sixty students.',
    1,
    35,
  ),
  minutes('neqip', 'Funds of the second phase were received; the workshop on technical writing was attended by forty faculty members.', 2, 150),
  doc('neqip', 'downloads', 25, 'proposal-format', 'Format for laboratory modernisation proposals', [
    'Format for a department proposal: present equipment, what is to be bought and why, cost estimate with three quotations, and the courses and students that will use it.',
  ]),
  doc('neqip', 'downloads', 80, 'internship-application', 'Application form for industry internships', [
    'Application for internships with regional industries: name, branch, semester, preferred field and the consent of the head of the department.',
  ]),

  minutes(
    'rusa',
    "The new girls' hostel has reached the roof level; the solar rooftop plant is commissioned and the accessibility upgrades of the academic blocks are complete.",
    1,
    45,
  ),
  minutes('rusa', 'The equipment purchase committee was constituted and the nominations for the faculty improvement programme were approved.', 2, 170),
  doc('rusa', 'downloads', 30, 'grant-utilisation-status', 'Infrastructure grant: utilisation status', [
    "Status of the infrastructure grant: amount sanctioned, released and spent on the new girls' hostel, the solar rooftop plant and the accessibility upgrades.",
  ]),
  doc('rusa', 'downloads', 95, 'faculty-improvement-nomination', 'Nomination form for the faculty improvement programme', [
    'Nomination form: name, department, programme applied for, dates, and the recommendation of the head of the department.',
  ]),
];

/** Documents linked from the projects front end. */
export const projectsDocuments: DocumentSpec[] = projectDocumentSeeds.map((d) => d.spec);
