-- docs/product/offline-and-push.md. Web Push: the server's VAPID key pair (made on the first start),
-- the phones subscribed, each to its topics (the email alerts' topic ids), and the notifications
-- waiting to be sent (written in the publishing transaction, sent after commit, so publishing never
-- waits for a push service). (Numbered 105, from its decision records' range: migrations are applied
-- by set, not by highest number.)
CREATE TABLE push_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'as', 'hi')),
  created_at TEXT NOT NULL
);

CREATE TABLE push_subscription_topics (
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  topic TEXT NOT NULL,
  PRIMARY KEY (subscription_id, topic)
);
CREATE INDEX push_subscription_topics_topic ON push_subscription_topics (topic);

CREATE TABLE push_queue (
  id INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX push_queue_due ON push_queue (next_attempt_at);
