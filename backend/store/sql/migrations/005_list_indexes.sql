-- What the mail list filters and sorts on, as columns of the mail rows (null in every other row), and the indexes
-- that serve the paged list and the unread counts (backend/store/sql/lists.ts; docs/backend.md, "List calls").

-- a record's numeric id, for ties (any list); the mail's folder while it is not deleted (null once it is), its
-- time (compared byte by byte, as ISO times sort), whether it is unread, its labels as bits (personal 1,
-- company 2, important 4, private 8: EMAIL_LABELS' order) and its subject in lower case (the search)
alter table records
  add column record_id numeric generated always as (
    case when jsonb_typeof(value -> 'id') = 'number' then (value ->> 'id')::numeric end) stored,
  add column mail_folder text generated always as (
    case when split_part(collection, '@', 1) = 'emails' and value -> 'isDeleted' is distinct from 'true'::jsonb
      then value ->> 'folder' end) stored,
  add column mail_time text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'emails' then value ->> 'time' end) stored,
  add column mail_unread boolean generated always as (
    split_part(collection, '@', 1) = 'emails' and value -> 'isRead' is distinct from 'true'::jsonb) stored,
  add column mail_labels integer generated always as (
    case when split_part(collection, '@', 1) = 'emails' then
      (value -> 'labels' ? 'personal')::int + 2 * (value -> 'labels' ? 'company')::int
      + 4 * (value -> 'labels' ? 'important')::int + 8 * (value -> 'labels' ? 'private')::int end) stored,
  add column mail_subject text generated always as (
    case when split_part(collection, '@', 1) = 'emails' then lower(coalesce(value ->> 'subject', '')) end) stored;

-- one folder's mails of an account, newest first: a page is the index's next rows, the total a count of its range;
-- the labels, starred flag and subject ride along, so filters and counts read the index alone
create index records_mail_list on records (collection, mail_folder, mail_time desc, record_id desc)
  include (mail_labels, mail_subject) where mail_folder is not null;
-- the unread mails per folder, counted from the index alone
create index records_mail_unread on records (collection, mail_folder) where mail_unread and mail_folder is not null;
