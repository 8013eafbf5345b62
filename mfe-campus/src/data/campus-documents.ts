/**
 * Static PDFs this remote links to. The API generates each on start from its catalogue
 * (api/src/seed/documents/campus.ts), which must list the same paths.
 */
export const HOSTEL_RULES_PDF = { path: '/files/docs/campus/hostel-rules.pdf', title: 'Hostel rules' } as const;
export const LIBRARY_MEMBERSHIP_FORM_PDF = { path: '/files/docs/campus/library-membership-form.pdf', title: 'Library membership form' } as const;
export const LIBRARY_RULES_PDF = { path: '/files/docs/campus/library-rules.pdf', title: 'Library rules' } as const;
