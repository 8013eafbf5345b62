-- docs/product/search.md, "Words inside the documents": the text of each stored PDF, page by page, kept by the
-- file's content hash (the same bytes attached twice are read once), and the queue of pages waiting for OCR.
-- state: pending (not read yet) | extracted (text layer read; nothing for OCR) | ocr-queued | done (OCR finished)
-- | failed (reason says why: pdf.js could not read it, or an OCR page failed twice).
CREATE TABLE attachment_texts (
  sha256 TEXT PRIMARY KEY,
  state TEXT NOT NULL CHECK (state IN ('pending', 'extracted', 'ocr-queued', 'done', 'failed')),
  reason TEXT,
  pages INTEGER,
  updated_at TEXT NOT NULL
);
CREATE INDEX attachment_texts_state ON attachment_texts (state);

CREATE TABLE attachment_pages (
  sha256 TEXT NOT NULL,
  page INTEGER NOT NULL,                       -- from 1
  text TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'as', 'hi')),
  source TEXT NOT NULL CHECK (source IN ('pdf', 'ocr')),
  PRIMARY KEY (sha256, page)
);

-- Survives a restart: a job under way when the server stopped is simply queued again.
CREATE TABLE ocr_jobs (
  sha256 TEXT NOT NULL,
  page INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('queued', 'done', 'failed')),
  reason TEXT,
  queued_at TEXT NOT NULL,
  PRIMARY KEY (sha256, page)
);
CREATE INDEX ocr_jobs_queued ON ocr_jobs (state, queued_at);

-- What the search index holds of an item's attachments: re-indexed when this signature changes.
CREATE TABLE attachment_index_seen (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  signature TEXT NOT NULL,
  PRIMARY KEY (kind, item_id)
);
