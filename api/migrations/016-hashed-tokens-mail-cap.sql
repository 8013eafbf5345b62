-- Tender-alert tokens are kept only as their SHA-256 (hex): a copy of the database (a backup) confirms
-- or ends no subscription. The plain tokens of existing rows are hashed here, so the links already
-- mailed keep working (sha256_hex is registered by the migration runner).
-- Every mail that carries an unsubscribe link carries a token of its own (the plain token cannot be
-- read back to put into the next alert), so a subscription has many: one row per mail.
CREATE TABLE tender_subscriptions_hashed (
  id INTEGER PRIMARY KEY,
  project_code TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  confirm_token_hash TEXT NOT NULL UNIQUE CHECK (length(confirm_token_hash) = 64),
  created_at TEXT NOT NULL,
  last_mailed_at TEXT NOT NULL,
  confirmed_at TEXT,
  UNIQUE (project_code, email)
);
INSERT INTO tender_subscriptions_hashed (id, project_code, email, confirm_token_hash, created_at, last_mailed_at, confirmed_at)
  SELECT id, project_code, email, sha256_hex(confirm_token), created_at, last_mailed_at, confirmed_at FROM tender_subscriptions;

-- Refers to the new table, which the rename below gives the old name (references follow the rename).
CREATE TABLE tender_unsubscribe_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  subscription_id INTEGER NOT NULL REFERENCES tender_subscriptions_hashed (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
INSERT INTO tender_unsubscribe_tokens (token_hash, subscription_id, created_at)
  SELECT sha256_hex(unsubscribe_token), id, created_at FROM tender_subscriptions;

DROP TABLE tender_subscriptions;
ALTER TABLE tender_subscriptions_hashed RENAME TO tender_subscriptions;
CREATE INDEX tender_subscriptions_confirmed ON tender_subscriptions (project_code) WHERE confirmed_at IS NOT NULL;
CREATE INDEX tender_unsubscribe_tokens_subscription ON tender_unsubscribe_tokens (subscription_id);

-- At most a few grievance registrations per email address a day, whoever sends them.
CREATE INDEX complaints_email_registered ON complaints (lower(email), registered_at);

-- /files/<hash> answers only while a published item refers to the file: these find the items of a file.
CREATE INDEX notice_files_file ON notice_files (file_id);
CREATE INDEX tender_files_file ON tender_files (file_id);
CREATE INDEX corrigendum_files_file ON corrigendum_files (file_id);
CREATE INDEX news_images_file ON news_images (file_id);
CREATE INDEX event_files_file ON event_files (file_id);
CREATE INDEX department_notification_files_file ON department_notification_files (file_id);
CREATE INDEX project_documents_file ON project_documents (file_url);
