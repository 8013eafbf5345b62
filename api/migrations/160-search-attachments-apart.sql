-- docs/product/search.md, "Speed": attachment pages move to a table of their own, searched after the items'
-- and pages' text (only to fill up a page of results), and both tables get an indexed `tags` column holding
-- the year as a word ("y2024"), so a year filter is an index lookup instead of a read of every matching row.
-- Both tables keep decision 131's row ids (kind * 1e15 + id * 1e5, slots 0-2 en/as/hi, 100 + attachment
-- * 1000 + page; site pages from 5e15). The server rebuilds the items' text at start when the index is empty,
-- renders the site's pages again once it listens, and the attachment sweep indexes every item's PDF pages again
-- (its record of what it indexed is cleared here).
DROP TABLE IF EXISTS search_index;
CREATE VIRTUAL TABLE search_index USING fts5 (
  title,
  body,
  tags,                  -- "y2024" (the item's year), '' for a page; never matched by a visitor's words
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
DELETE FROM attachment_index_seen;
