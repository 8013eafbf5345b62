/**
 * A static document the site links to (calendar, brochure, syllabus, form …). The API generates each
 * as a real PDF (pdf-lib) under AEC_DATA_DIR/files/ on start when it is missing, so no link is broken.
 * Every generated document says on its first page that it is a sample to be replaced by the college.
 */
export interface DocumentSpec {
  /** URL path the front ends link to; must start with /files/docs/ and end in .pdf. */
  path: string;
  title: string;
  /** One string per page (plain text, wrapped by the generator). At least one page. */
  pages: string[];
}
