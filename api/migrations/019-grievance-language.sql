-- docs/product/languages.md: the language a grievance was filed in (the page's: /as/office/complain is Assamese), so its
-- acknowledgement and status mails are written in it. Grievances filed before are English.
ALTER TABLE complaints ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'as', 'hi'));
