/**
 * HTML_CodeSniffer's WCAG2AA errors that are not faults of the site, one by one: each names the
 * sniff's code, the page (its path; a pattern for the same page in the three languages) and the
 * element (a CSS selector it matches), and says why. Nothing is switched off for a whole page or
 * for every page: an error of the same code elsewhere, or on another element, still fails.
 * A real fault of the site is fixed, never listed here. `e2e/tests/axe-helper.spec.ts` checks
 * that each entry still matches what HTMLCS reports (a stale entry fails there).
 */
export interface HtmlcsFalsePositive {
  /** The message code, e.g. 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98'. */
  code: string;
  /** The page's path (pathname), exactly, or a pattern over it. */
  page: string | RegExp;
  /** The element HTMLCS reports matches this selector. */
  selector: string;
  /** Why it is not a fault. */
  reason: string;
  /** A page where it shows, for the check that the entry is still needed. */
  example: string;
}

const EMAIL_AS_USERNAME =
  'The e-mail address is the account name: autocomplete="username" on type="email" is allowed by the HTML standard ' +
  "(the Username control group) and is what password managers look for; HTMLCS 2.5.1 checks HTML 5.2's older table, " +
  'where username is a Text field only. axe-core and the Nu checker accept it.';

export const HTMLCS_FALSE_POSITIVES: HtmlcsFalsePositive[] = [
  {
    code: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98',
    page: /^(\/(as|hi))?\/admin(\/.*)?$/,
    selector: 'input[type="email"][autocomplete="username"]',
    reason: `Staff sign-in. ${EMAIL_AS_USERNAME}`,
    example: '/admin',
  },
  {
    code: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98',
    page: /^(\/(as|hi))?\/(studentsLogin|teacherLogin|parentslogin|alumnilogin)$/,
    selector: 'input[type="email"][autocomplete="username"]',
    reason: `The student, teacher, parent and alumni sign-in pages. ${EMAIL_AS_USERNAME}`,
    example: '/studentsLogin',
  },
];
