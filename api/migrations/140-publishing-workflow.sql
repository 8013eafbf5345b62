-- The approver role: SQLite cannot change a CHECK in place (and the connection is defensive), so
-- staff_accounts is rebuilt. Dropping it would cascade to sessions and recovery codes: they are kept
-- aside and put back. Same columns, same order.
CREATE TEMP TABLE keep_sessions AS SELECT * FROM staff_sessions;
CREATE TEMP TABLE keep_recovery AS SELECT * FROM staff_recovery_codes;
CREATE TABLE staff_accounts_next (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL CHECK (role IN ('admin', 'publisher', 'grievance_officer', 'approver')),
  password_hash TEXT NOT NULL,
  must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1)),
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  last_sign_in_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  totp_secret TEXT,
  totp_pending_secret TEXT,
  totp_last_step INTEGER
);
INSERT INTO staff_accounts_next SELECT id, email, name, role, password_hash, must_change_password, disabled, last_sign_in_at, created_at, updated_at,
  totp_secret, totp_pending_secret, totp_last_step FROM staff_accounts;
DROP TABLE staff_accounts;
ALTER TABLE staff_accounts_next RENAME TO staff_accounts;
INSERT INTO staff_sessions SELECT * FROM keep_sessions;
INSERT INTO staff_recovery_codes SELECT * FROM keep_recovery;
DROP TABLE keep_sessions;
DROP TABLE keep_recovery;

-- Approval per kind of item, set by an administrator; a kind not listed publishes directly.
CREATE TABLE workflow_settings (
  kind TEXT PRIMARY KEY CHECK (kind IN ('notices', 'tenders', 'news', 'events', 'department_notices', 'project_content')),
  approval INTEGER NOT NULL DEFAULT 0 CHECK (approval IN (0, 1)),
  updated_at TEXT NOT NULL
);

-- Where an item stands in the workflow (no row: live as today). publish_at is when an approved or
-- directly saved item goes live (UTC); the scheduler publishes every due row at start and on a timer.
CREATE TABLE workflow_items (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('draft', 'submitted', 'returned', 'scheduled', 'live')),
  author_id INTEGER,
  author_email TEXT NOT NULL,
  publish_at TEXT,
  comment TEXT,
  -- A held save: the write's fields (JSON), applied when it goes live; the live row is left as it is.
  draft TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (kind, item_id)
);
CREATE INDEX workflow_items_due ON workflow_items (state, publish_at);

-- Review before expiry: one row per reminder sent, keyed by the validity date it was about (an
-- extended item is reminded again) and its stage ('before' N days, 'day' on the day, 'review' yearly).
CREATE TABLE review_reminders (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  due_at TEXT NOT NULL,
  stage TEXT NOT NULL CHECK (stage IN ('before', 'day', 'review')),
  sent_at TEXT NOT NULL,
  PRIMARY KEY (kind, item_id, due_at, stage)
);
-- Items without a validity date: when staff last confirmed them (else their publication date counts).
CREATE TABLE content_reviews (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  last_reviewed_at TEXT NOT NULL,
  PRIMARY KEY (kind, item_id)
);
