-- The mail search (`q`, the subject without regard to case, anywhere in it) answered by an index rather than by
-- reading every listed mail's subject (backend/store/sql/lists.ts; docs/backend.md, "List calls").
--
-- pg_trgm splits text into three-letter pieces; a GIN index of the pieces of `mail_subject` (the subject in lower
-- case, migration 005) answers `mail_subject like '%text%'` from the pieces of the text: only the mails holding all
-- of them are read, then checked against the pattern itself. The embedded database loads the extension in
-- backend/store/sql/pglite.ts; a server needs PostgreSQL's contrib modules (Debian's and Ubuntu's `postgresql`
-- package has them) and a role allowed to create it (pg_trgm is a trusted extension: CREATE on the database is
-- enough), or an administrator who ran `create extension pg_trgm` in this database once.
create extension if not exists pg_trgm;

-- the mail rows only (those of every list: a deleted mail, mail_folder null, is in none)
create index records_mail_subject on records using gin (mail_subject gin_trgm_ops) where mail_folder is not null;
