-- docs/product/alerts.md. One subscription model for every alert topic (notices, aec, tenders, news, events,
-- department:<code>, project:<code>): one row per address and topic. The tender alerts' rows become
-- project:<code> rows with the same ids and token hashes, so the confirm and unsubscribe links already
-- mailed keep working. The topics of one form share their confirmation token (one mail confirms them all).
-- (Numbered 100, from its decision records' range: migrations are applied by set, not by highest number.)
CREATE TABLE alert_subscriptions (
  id INTEGER PRIMARY KEY,
  topic TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  frequency TEXT NOT NULL DEFAULT 'each' CHECK (frequency IN ('each', 'daily')),
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'as', 'hi')),
  confirm_token_hash TEXT NOT NULL CHECK (length(confirm_token_hash) = 64),
  created_at TEXT NOT NULL,
  last_mailed_at TEXT NOT NULL,
  confirmed_at TEXT,
  UNIQUE (topic, email)
);
INSERT INTO alert_subscriptions (id, topic, email, frequency, language, confirm_token_hash, created_at, last_mailed_at, confirmed_at)
  SELECT id, 'project:' || project_code, email, 'each', language, confirm_token_hash, created_at, last_mailed_at, confirmed_at FROM tender_subscriptions;
CREATE INDEX alert_subscriptions_confirmed ON alert_subscriptions (topic, frequency) WHERE confirmed_at IS NOT NULL;
CREATE INDEX alert_subscriptions_confirm_token ON alert_subscriptions (confirm_token_hash);
CREATE INDEX alert_subscriptions_email ON alert_subscriptions (email);

-- Every mail with an unsubscribe link has a token of its own (stored hashed, as before).
CREATE TABLE alert_unsubscribe_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  subscription_id INTEGER NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
INSERT INTO alert_unsubscribe_tokens (token_hash, subscription_id, created_at) SELECT token_hash, subscription_id, created_at FROM tender_unsubscribe_tokens;
CREATE INDEX alert_unsubscribe_tokens_subscription ON alert_unsubscribe_tokens (subscription_id);
DROP TABLE tender_unsubscribe_tokens;
DROP TABLE tender_subscriptions;

-- What was published, by topic, for the daily digest (kept 30 days). Titles as published, with their
-- Assamese and Hindi versions (JSON) when the item has them; path is the item's English page.
CREATE TABLE alert_items (
  id INTEGER PRIMARY KEY,
  topics TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  titles TEXT,
  path TEXT NOT NULL,
  published_at TEXT NOT NULL
);
CREATE INDEX alert_items_published ON alert_items (published_at);

-- The digests sent: the day (India's date) of the last one, so a restart neither repeats nor skips a day.
CREATE TABLE alert_digests (
  day TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL,
  mails INTEGER NOT NULL
);

-- Mail headers beside the text (JSON object): List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
ALTER TABLE mail_outbox ADD COLUMN headers TEXT;
