/** Widgets the shell places on the home page (issue: mfe-notifications home widgets). */
export function FlashNewsMarquee() {
  return null;
}
