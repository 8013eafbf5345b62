-- Videos that staff manage: the resources page's, and those shown under a news item or an event.
-- A YouTube video keeps its id only (played from youtube-nocookie.com after the visitor's tap); an
-- uploaded MP4 is a file like any other, with its picture size read from its bytes. AUTOINCREMENT:
-- sqlite_sequence remembers that videos ever existed, so the sample ones are seeded once, never again
-- after staff removed them all.
CREATE TABLE videos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  place TEXT NOT NULL CHECK (place IN ('resources', 'news', 'event')),
  item_id INTEGER,
  position INTEGER NOT NULL,
  title_en TEXT NOT NULL,
  title_as TEXT NOT NULL DEFAULT '',
  title_hi TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  description_as TEXT NOT NULL DEFAULT '',
  description_hi TEXT NOT NULL DEFAULT '',
  youtube_id TEXT,
  file_id INTEGER REFERENCES files (id),
  poster_file_id INTEGER REFERENCES files (id),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  sample INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((youtube_id IS NULL) <> (file_id IS NULL)),
  CHECK ((place = 'resources') = (item_id IS NULL))
);
CREATE INDEX videos_by_place ON videos (place, item_id, position);

-- An uploaded MP4's picture size, read from its bytes at upload: the page gives the <video> its
-- width and height, so nothing moves when it loads.
CREATE TABLE video_files (
  file_id INTEGER PRIMARY KEY REFERENCES files (id),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);
