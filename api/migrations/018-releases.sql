-- Releases of the shell and the remotes (docs/operations.md). Each is a folder AEC_DATA_DIR/releases/<app>/<version>/
-- that is never changed once recorded; the pointer says which release of an app is served. An app
-- without a pointer is served from its dist/ (a newcomer's `npm start`).
CREATE TABLE releases (
  app TEXT NOT NULL,
  version TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  commit_sha TEXT,
  size_bytes INTEGER NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('build', 'folder', 'tarball', 'dist')),
  PRIMARY KEY (app, version)
);
CREATE INDEX releases_content ON releases (app, content_hash);

CREATE TABLE release_pointers (
  app TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  switched_at TEXT NOT NULL,
  switched_by TEXT NOT NULL,
  FOREIGN KEY (app, version) REFERENCES releases (app, version)
);
