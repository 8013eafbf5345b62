-- News, events and department notifications can be unpublished from the staff console like notices
-- and tenders: they stay for staff and leave every public answer.
ALTER TABLE news ADD COLUMN unpublished_at TEXT;
ALTER TABLE events ADD COLUMN unpublished_at TEXT;
ALTER TABLE department_notifications ADD COLUMN unpublished_at TEXT;
