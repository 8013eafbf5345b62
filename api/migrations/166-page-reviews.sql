-- "Last reviewed" of the institutional pages (GIGW): the shell's pages are files, not rows, so the date
-- a staff member last checked one is kept here by its address; a page never reviewed shows its own
-- last-updated date.
CREATE TABLE page_reviews (
  path TEXT PRIMARY KEY,
  reviewed_at TEXT NOT NULL,
  reviewed_by TEXT NOT NULL
);
