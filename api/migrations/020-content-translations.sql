-- docs/product/languages.md: Assamese and Hindi versions of content fields (notice titles, news text, a project's
-- home page…). English stays in each item's own row; a field without a row here shows in English.
-- kind and field follow TRANSLATABLE_FIELDS of @aec/contracts (translations.ts).
CREATE TABLE content_translations (
  kind TEXT NOT NULL CHECK (kind IN ('notices', 'tenders', 'news', 'events', 'department-notifications', 'projects')),
  item_id INTEGER NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('as', 'hi')),
  field TEXT NOT NULL CHECK (field IN ('title', 'description', 'venue', 'message', 'homepage')),
  text TEXT NOT NULL CHECK (length(trim(text)) > 0),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (kind, item_id, language, field)
) WITHOUT ROWID;
