/** Admission figures of docs/product/figures.md, as data for the admission pages. */
export const entranceSubjects = [
  { subject: 'Mathematics', marks: 100, hours: 2 },
  { subject: 'Physics', marks: 100, hours: 2 },
  { subject: 'Chemistry', marks: 100, hours: 2 },
];

export const reservation: { category: string; share: string }[] = [
  { category: 'Scheduled Castes (SC)', share: '7%' },
  { category: 'Scheduled Tribes (plains)', share: '10%' },
  { category: 'Scheduled Tribes (hills)', share: '5%' },
  { category: 'Other Backward Classes (OBC)', share: '15%' },
  { category: 'Children of central government employees posted in Assam', share: '7 seats' },
  { category: 'Each of: wards of ex-servicemen, persons with disabilities, tea-garden communities, Jammu and Kashmir migrants, foreign nationals (sample list)', share: '1 seat each' },
];

export const fees: { item: string; amount: string }[] = [
  { item: 'Tuition fee', amount: 'about Rs 2,000 a year' },
  { item: 'Other charges (development, library, examination, students’ union, games, identity card)', amount: 'about Rs 13,000 a year' },
  { item: 'Total', amount: 'about Rs 15,000 a year' },
  { item: 'Hostel deposit (once, refundable in part)', amount: 'about Rs 8,000' },
];

/** The eight sections of /undergraduate/disciplines, in order; ?s=<id> scrolls to one. */
export const disciplineSections = [
  { id: 'disciplines', label: 'Disciplines' },
  { id: 'admission_rules', label: 'Admission rules' },
  { id: 'eligibility_criteria', label: 'Eligibility' },
  { id: 'selection_procedure', label: 'Selection procedure' },
  { id: 'exemption', label: 'Exemption' },
  { id: 'reservation', label: 'Reservation' },
  { id: 'admission_procedure', label: 'How to apply' },
  { id: 'fee_structure', label: 'Fee structure' },
] as const;

export type DisciplineSectionId = (typeof disciplineSections)[number]['id'];
