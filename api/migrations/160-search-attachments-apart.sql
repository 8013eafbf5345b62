-- docs/product/search.md, "Speed": attachment pages move to a table of their own, searched after the items'
-- and pages' text (only to fill up a page of results), and both tables get an indexed `tags` column holding
-- the year as a word ("y2024"), so a year filter is an index lookup instead of a read of every matching row.
-- Row ids: search_index's start with the item's date (day since 1900 * 1e11 + kind * 1e10 + id * 10 + slot 0-2
-- for en/as/hi; site pages from 8e15), so newest first is FTS5's own descending walk; search_item_rows says
-- where each item's rows are. search_attachments keeps decision 131's (kind * 1e15 + id * 1e5 + 100 +
-- attachment * 1000 + page). The server rebuilds the items' text at start when the index is empty,
-- renders the site's pages again once it listens, and the attachment sweep indexes every item's PDF pages again
-- (its record of what it indexed is cleared here).
DROP TABLE IF EXISTS search_index;
CREATE VIRTUAL TABLE search_index USING fts5 (
  title,
  body,
  tags,                  -- "knotice y2024": kind and year, never matched by a visitor's words
  kind UNINDEXED,        -- page | notice | tender | news | event
  lang UNINDEXED,        -- en | as | hi: the language of title and body
  item_id UNINDEXED,     -- the item's id (0 for a page)
  item_date UNINDEXED,   -- YYYY-MM-DD… ('' for a page)
  url UNINDEXED,         -- the route on the site, without the language prefix
  tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
);
CREATE VIRTUAL TABLE search_attachments USING fts5 (
  title,                 -- the item's title, so "title word + a word of the document" finds the page
  body,                  -- the page's text (PDF text layer or OCR)
  tags,
  kind UNINDEXED,
  lang UNINDEXED,        -- the language the page is written in
  item_id UNINDEXED,
  item_date UNINDEXED,
  url UNINDEXED,
  attachment UNINDEXED,  -- index of the attachment in the item's file list, from 0
  page UNINDEXED,        -- page of that attachment, from 1
  tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
);
CREATE TABLE search_item_rows (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  base INTEGER NOT NULL,  -- the row id of its English row; its Assamese and Hindi rows follow
  PRIMARY KEY (kind, item_id)
) WITHOUT ROWID;
DELETE FROM attachment_index_seen;
