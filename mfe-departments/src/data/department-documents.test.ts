import { departmentsDocuments } from '../../../api/src/seed/documents/departments';
import { courseDetailsOf } from './course-details';
import { COURSE_OUTCOMES, COURSE_STRUCTURE_PDFS, ELECTRICAL_DOCUMENTS, FACULTY_INFORMATION, SELF_ASSESSMENT_REPORTS } from './department-documents';
import { departments } from './departments';

const catalogue = new Map(departmentsDocuments.map((d) => [d.path, d]));

describe('every PDF the department pages link to is in the API catalogue', () => {
  const linked = [
    ...Object.values(FACULTY_INFORMATION),
    ...Object.values(COURSE_OUTCOMES),
    ...Object.values(SELF_ASSESSMENT_REPORTS),
    ...Object.values(COURSE_STRUCTURE_PDFS),
    ...Object.values(ELECTRICAL_DOCUMENTS),
  ].map((d) => d!.path);
  const syllabi = departments.flatMap((d) => courseDetailsOf(d.dept_code).map((c) => c.filepath));

  it.each([...linked, ...syllabi])('%s', (path) => {
    expect(catalogue.has(path)).toBe(true);
  });

  it('has no duplicate paths, and every path is a PDF under /files/docs/departments/', () => {
    expect(catalogue.size).toBe(departmentsDocuments.length);
    for (const doc of departmentsDocuments) expect(doc.path).toMatch(/^\/files\/docs\/departments\/[a-z0-9/-]+\.pdf$/);
  });

  it('opens chapter documents at a page that exists and says that chapter starts there', () => {
    for (const doc of [...Object.values(FACULTY_INFORMATION), ...Object.values(COURSE_OUTCOMES)]) {
      const pages = catalogue.get(doc!.path)!.pages;
      expect(pages.length).toBeGreaterThan(doc!.page);
      expect(pages[doc!.page - 1]).toMatch(new RegExp(`^Chapter ${doc!.chapter} starts on this page`));
    }
  });
});
