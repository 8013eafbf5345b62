import { useEffect } from 'react';

export const SITE_NAME = 'Assam Engineering College';

/** Sets the document title (and meta description when given) for the page being shown. */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
