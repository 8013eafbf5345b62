-- Project microsites (TEQIP-III, NEQIP, RUSA): what staff edit, and who wants their tender alerts.
CREATE TABLE projects (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  full_name TEXT NOT NULL,
  -- Type code of the project's tenders and notices (tenders.type, notices.type), e.g. TEQIP.
  tender_type TEXT NOT NULL,
  homepage_html TEXT NOT NULL DEFAULT '',
  banner_url TEXT NOT NULL DEFAULT '',
  banner_alt TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);

-- Minutes, downloads, advertisements, EAP and BoG documents. file_url is a /files/… URL (a stored
-- file or a static document), not a files.id: the content reset empties `files` without touching these.
CREATE TABLE project_documents (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('minutes', 'downloads', 'advertisement', 'eap', 'bog')),
  title TEXT NOT NULL,
  file_url TEXT NOT NULL CHECK (file_url LIKE '/files/%'),
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX project_documents_project ON project_documents (project_id, kind, published_at DESC);

-- Tender alerts by email, double opt-in: confirmed_at stays NULL until the mail's link is followed.
-- Keyed by project code, not id, so re-seeding projects never drops a subscriber. Unsubscribing
-- deletes the row: nothing about a former subscriber is kept.
CREATE TABLE tender_subscriptions (
  id INTEGER PRIMARY KEY,
  project_code TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  confirm_token TEXT NOT NULL UNIQUE,
  unsubscribe_token TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  last_mailed_at TEXT NOT NULL,
  confirmed_at TEXT,
  UNIQUE (project_code, email)
);
CREATE INDEX tender_subscriptions_confirmed ON tender_subscriptions (project_code) WHERE confirmed_at IS NOT NULL;
