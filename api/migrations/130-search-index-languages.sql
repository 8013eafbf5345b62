-- docs/product/search.md: one full-text index for items (notices, tenders, news, events) in English, Assamese
-- and Hindi, the site's pages in each language, and the text of attachments (page by page).
-- The tokenizer keeps letters, digits, private-use and combining marks (vowel signs, virama, nukta) inside a
-- word, so Bengali-Assamese and Devanagari words stay whole. Text and queries are NFC-normalised before
-- they reach it (api/src/plugins/app/search/search-repository.ts).
-- Row ids: an item's rows sit in [kind * 1e15 + id * 1e5, +1e5): slots 0-2 its text in en/as/hi,
-- 100 + attachment * 1000 + page its attachments' pages; pages of the site from 5e15 up.
-- The old index is dropped here; the server rebuilds it from the content tables at start when it is empty.
DROP TABLE IF EXISTS search_index;
CREATE VIRTUAL TABLE search_index USING fts5 (
  title,
  body,
  kind UNINDEXED,        -- page | notice | tender | news | event
  lang UNINDEXED,        -- en | as | hi: the language of title and body
  item_id UNINDEXED,     -- the item's id (0 for a page)
  item_date UNINDEXED,   -- YYYY-MM-DD… ('' for a page)
  url UNINDEXED,         -- the route on the site, without the language prefix
  attachment UNINDEXED,  -- index of the attachment in the item's file list, NULL for the item's own text
  page UNINDEXED,        -- page of that attachment (from 1), NULL otherwise
  tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'"
);
