-- Staff accounts of the console. Passwords are scrypt hashes (see password.ts); the email is the sign-in name.
CREATE TABLE staff_accounts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL CHECK (role IN ('admin', 'publisher', 'grievance_officer')),
  password_hash TEXT NOT NULL,
  -- Set by a one-time password (first start, new account, reset): nothing else works until it is changed.
  must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1)),
  failed_sign_ins INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  last_sign_in_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Only the SHA-256 of a session token is kept: a copy of the database (a backup) opens no session.
CREATE TABLE staff_sessions (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  ip TEXT
);
CREATE INDEX staff_sessions_account ON staff_sessions (account_id);

-- Who did what, when, with the record before and after. The actor is copied as text so the entry
-- outlives the account; the triggers make the table append-only for every client of this file.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id INTEGER,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT,
  before_json TEXT,
  after_json TEXT,
  ip TEXT
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_action ON audit_log (action, at DESC);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

-- Unpublished items stay in the console (and can be published again) but leave every public answer.
ALTER TABLE notices ADD COLUMN unpublished_at TEXT;
ALTER TABLE tenders ADD COLUMN unpublished_at TEXT;

-- The grievance desk filters by status and date; the statistics group by month.
CREATE INDEX complaints_status ON complaints (status, registered_at);
CREATE INDEX complaints_registered ON complaints (registered_at);
