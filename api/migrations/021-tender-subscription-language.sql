-- docs/product/languages.md: the language of the page a tender-alert subscription was made from (/as/project/… is
-- Assamese), so its confirmation, alerts and unsubscribe text are written in it. Earlier ones are English.
ALTER TABLE tender_subscriptions ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'as', 'hi'));
