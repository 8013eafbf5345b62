-- SECURITY.md. Mails the public forms sent to an address (a grievance's registration mail, a subscription's
-- confirmation), by the address's mailbox: case folded and a +tag removed, so Rina+1@x and rina@x are one.
-- The per-address caps (3 a day) count these rows, across all projects for subscriptions.
CREATE TABLE address_mails (
  mailbox TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('grievance-registration', 'subscription-confirmation')),
  mailed_at TEXT NOT NULL
);
CREATE INDEX address_mails_mailbox ON address_mails (mailbox, purpose, mailed_at);

-- The last day's mails, so the caps hold across the upgrade. The key as mailboxKey() (address-mail-cap.ts) makes it.
INSERT INTO address_mails (mailbox, purpose, mailed_at)
  SELECT lower(CASE WHEN instr(substr(email, 1, instr(email, '@')), '+') > 1
                    THEN substr(email, 1, instr(email, '+') - 1) || substr(email, instr(email, '@'))
                    ELSE email END), 'grievance-registration', registered_at
  FROM complaints WHERE registered_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day');
INSERT INTO address_mails (mailbox, purpose, mailed_at)
  SELECT lower(CASE WHEN instr(substr(email, 1, instr(email, '@')), '+') > 1
                    THEN substr(email, 1, instr(email, '+') - 1) || substr(email, instr(email, '@'))
                    ELSE email END), 'subscription-confirmation', last_mailed_at
  FROM tender_subscriptions WHERE last_mailed_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day');

-- Failed grievance lookups (numbers unknown, or already used), of all clients together, per window:
-- the global throttle beside the per-address rate limit.
CREATE TABLE grievance_lookup_failures (
  window_start TEXT PRIMARY KEY,
  failures INTEGER NOT NULL
);
