-- Failed sign-ins are counted per email tried, also for emails with no account, so a 423 tells
-- nothing about who has one. Counted before the password is checked (see account-repository.ts).
CREATE TABLE staff_sign_in_failures (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until TEXT,
  updated_at TEXT NOT NULL
);
ALTER TABLE staff_accounts DROP COLUMN failed_sign_ins;
ALTER TABLE staff_accounts DROP COLUMN locked_until;

-- Two-step sign-in (TOTP, RFC 6238). The pending secret waits for its first code; the last time
-- step used keeps a code from being accepted twice.
ALTER TABLE staff_accounts ADD COLUMN totp_secret TEXT;
ALTER TABLE staff_accounts ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE staff_accounts ADD COLUMN totp_last_step INTEGER;

-- Only the SHA-256 of a recovery code is kept (each has 120 random bits); a used one stays, marked.
CREATE TABLE staff_recovery_codes (
  account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (account_id, code_hash)
);

-- One row: whether every staff account (not only administrators) must use two-step sign-in.
CREATE TABLE staff_security_policy (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  two_factor_for_all INTEGER NOT NULL DEFAULT 0 CHECK (two_factor_for_all IN (0, 1))
);
INSERT INTO staff_security_policy (id) VALUES (1);
