-- Personal copies belong to an account, and the contract's enums hold in the rows (docs/backend.md, "The database").

-- An account row's id, as a column others can refer to (one account per id, as `accounts_id` said before).
alter table records
  add column account numeric generated always as (
    case when collection = 'accounts' then (value ->> 'id')::numeric end) stored;
drop index accounts_id;
alter table records add constraint accounts_id unique (account);

-- Every account id ever stored, kept when its row goes (a repair that sets a damaged account aside, a reset):
-- account ids are never reused, and what an account owned stays valid while its row is in the quarantine.
create table account_ids (id numeric primary key);
create function remember_account_id() returns trigger language plpgsql as $$
begin
  insert into account_ids (id) values (new.account) on conflict do nothing;
  return new;
end $$;
create trigger records_account_ids after insert or update on records
  for each row when (new.account is not null) execute function remember_account_id();
insert into account_ids (id) select account from records where account is not null;

-- The owner of a personal copy is the account id after the `@` of its key (`tasks@7`, store.ts `ownedKey`): it
-- must be an account's. Checked at commit, so a write may store an account and its copies in either order.
alter table records
  add column owner numeric generated always as (nullif(split_part(collection, '@', 2), '')::numeric) stored;
alter table records add constraint records_owner foreign key (owner) references account_ids (id)
  deferrable initially deferred;
alter table entries
  add column owner numeric generated always as (nullif(split_part(key, '@', 2), '')::numeric) stored;
alter table entries add constraint entries_owner foreign key (owner) references account_ids (id)
  deferrable initially deferred;
create index records_owner on records (owner) where owner is not null;
create index entries_owner on entries (owner) where owner is not null;

-- The collection a row belongs to, without its owner: `tasks` for `tasks` and `tasks@7` alike.
alter table records add column kind text generated always as (split_part(collection, '@', 1)) stored;

-- The enums and required fields of the contract's records (contract/*.values.ts; a test holds the lists alike).
alter table records add constraint task_shape check (
  kind <> 'tasks'
  or (jsonb_typeof(value -> 'id') = 'number'
    and jsonb_typeof(value -> 'title') = 'string'
    and jsonb_typeof(value -> 'isDeleted') = 'boolean'
    and jsonb_typeof(value -> 'isCompleted') = 'boolean'
    and jsonb_typeof(value -> 'isImportant') = 'boolean'
    and jsonb_typeof(value -> 'tags') = 'array'
    and value -> 'tags' <@ '["team", "low", "medium", "high", "update"]'::jsonb));
alter table records add constraint email_shape check (
  kind <> 'emails'
  or (jsonb_typeof(value -> 'id') = 'number'
    and jsonb_typeof(value -> 'time') = 'string'
    and jsonb_typeof(value -> 'isDeleted') = 'boolean'
    and value ->> 'folder' in ('inbox', 'sent', 'draft', 'spam', 'trash')
    and jsonb_typeof(value -> 'labels') = 'array'
    and value -> 'labels' <@ '["personal", "company", "important", "private"]'::jsonb));
alter table records add constraint user_shape check (
  kind <> 'users'
  or (jsonb_typeof(value -> 'id') = 'number'
    and value ->> 'role' in ('admin', 'author', 'editor', 'maintainer', 'subscriber')
    and value ->> 'status' in ('pending', 'active', 'inactive')
    and value ->> 'currentPlan' in ('basic', 'company', 'enterprise', 'team')));
alter table records add constraint invoice_shape check (
  kind <> 'invoices'
  or (jsonb_typeof(value -> 'id') = 'number'
    and value ->> 'invoiceStatus' in ('Downloaded', 'Draft', 'Paid', 'Partial Payment', 'Past Due', 'Sent')));
alter table records add constraint event_shape check (
  kind <> 'calendarEvents'
  or (jsonb_typeof(value -> 'id') = 'number'
    and value -> 'extendedProps' ->> 'calendar' in ('Personal', 'Business', 'Family', 'Holiday', 'ETC')));
