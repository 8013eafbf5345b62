-- npm run import -w api: which item of the old site became which item here, so that a second run
-- (or one after an interruption) imports only what is new. Written in the same transaction as the item.
CREATE TABLE import_map (
  source TEXT NOT NULL,      -- the old site's origin, e.g. https://old.aec.ac.in
  kind TEXT NOT NULL CHECK (kind IN ('notice', 'tender', 'news', 'event')),
  old_id INTEGER NOT NULL,
  new_id INTEGER NOT NULL,
  imported_at TEXT NOT NULL,
  PRIMARY KEY (source, kind, old_id)
);
