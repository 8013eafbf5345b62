-- Stored files (PDFs, images): the bytes live on disk under files/<hash>, one row per name given to them.
CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX files_sha256 ON files (sha256);

CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,
  valid_until TEXT,
  is_flash INTEGER NOT NULL DEFAULT 0 CHECK (is_flash IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX notices_published ON notices (published_at DESC, id DESC);
CREATE INDEX notices_type ON notices (type, published_at DESC);

CREATE TABLE notice_files (
  notice_id INTEGER NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES files (id),
  PRIMARY KEY (notice_id, position)
);

CREATE TABLE tenders (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  tender_no TEXT NOT NULL,
  reference TEXT NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,
  date_opening TEXT NOT NULL,
  date_closing TEXT NOT NULL,
  awarded_at TEXT,
  valid_until TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tenders_published ON tenders (published_at DESC, id DESC);

CREATE TABLE tender_files (
  tender_id INTEGER NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES files (id),
  PRIMARY KEY (tender_id, position)
);

CREATE TABLE corrigenda (
  id INTEGER PRIMARY KEY,
  tender_id INTEGER NOT NULL REFERENCES tenders (id) ON DELETE CASCADE,
  published_at TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT ''
);
CREATE INDEX corrigenda_tender ON corrigenda (tender_id, published_at);

CREATE TABLE corrigendum_files (
  corrigendum_id INTEGER NOT NULL REFERENCES corrigenda (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES files (id),
  PRIMARY KEY (corrigendum_id, position)
);

CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX news_published ON news (published_at DESC, id DESC);

CREATE TABLE news_images (
  news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES files (id),
  alt TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (news_id, position)
);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  event_date TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  venue TEXT NOT NULL DEFAULT '',
  time_text TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX events_date ON events (event_date DESC, id DESC);

CREATE TABLE event_files (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES files (id),
  PRIMARY KEY (event_id, position)
);

CREATE TABLE department_notifications (
  id INTEGER PRIMARY KEY,
  dept_id INTEGER NOT NULL CHECK (dept_id BETWEEN 1 AND 99),
  title TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL
);
CREATE INDEX department_notifications_dept ON department_notifications (dept_id, created_at DESC);

CREATE TABLE department_notification_files (
  notification_id INTEGER NOT NULL REFERENCES department_notifications (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES files (id),
  PRIMARY KEY (notification_id, position)
);

-- Grievances. The registration number is random (see complaint-repository.ts); name, email and
-- address never leave this table through a public call.
CREATE TABLE complaints (
  id INTEGER PRIMARY KEY,
  registration_id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL CHECK (type IN ('GENERAL', 'PROCUREMENT')),
  addressee TEXT NOT NULL DEFAULT 'office' CHECK (addressee IN ('office', 'aecsu', 'ecta')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  feedback_message TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  submitted_at TEXT,
  registered_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Every change to a grievance: who (public, staff:<id>, system), when, which field, from, to.
CREATE TABLE complaint_history (
  id INTEGER PRIMARY KEY,
  complaint_id INTEGER NOT NULL REFERENCES complaints (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  field TEXT NOT NULL,
  from_value TEXT,
  to_value TEXT
);
CREATE INDEX complaint_history_complaint ON complaint_history (complaint_id, id);

-- Mail is queued here in the same transaction as what caused it, then sent after commit.
-- Without SMTP_URL it stays here (sent_at NULL) for staff to read.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  sent_at TEXT,
  last_error TEXT
);
CREATE INDEX mail_outbox_pending ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- Full-text search over notices, tenders, news and events (plain text, kept by the repositories).
CREATE VIRTUAL TABLE search_index USING fts5 (
  title,
  body,
  kind UNINDEXED,
  item_id UNINDEXED,
  item_date UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Small facts about this database (when it was seeded, …).
CREATE TABLE app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
