-- The user list's and the invoice list's filters and sorts as columns of their rows (null in every other row), and
-- the indexes that serve a page and its total (backend/store/sql/lists.ts; docs/backend.md, "List calls").

-- A text's place in the lists' text order (backend/lib/list.ts `sortItems`: Intl.Collator 'en', numeric, base
-- sensitivity) as a string compared byte by byte, or null when the text has a character this key does not
-- cover: ASCII letters (case folded), digits and ASCII punctuation only, and no number of more than ten digits.
-- Punctuation maps to the control characters 1 to 33 in the collator's order (space first), below the digits;
-- every run of digits is padded to ten, so numbers compare by their value ('9' before '10', '01' equal to '1').
-- Within that alphabet the key's order and ties are the collator's (backend/test/list-sort-key.test.ts checks
-- it); a list sorted on a text outside it is sorted by the collator in JavaScript instead.
create function list_sort_key(t text) returns text language sql immutable strict parallel safe
return case
  when translate(t, E'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$', '') = '' and t !~ '[1-9][0-9]{10}'
  then regexp_replace(
    regexp_replace(
      translate(lower(t), E' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$', E'\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x20\x21'),
      '([0-9]+)', '000000000\1', 'g'),
    '[0-9]*([0-9]{10})', '\1', 'g') collate "C"
end;

-- The user list (backend/routes/users.ts): its three filters (also sorts: their values' byte order is the
-- collator's, contract/users.values.ts), the two searched texts in lower case, the sort keys of its five text
-- columns, and `user_unkeyed`, a bit per text column whose key is null (full name 1, username 2, email 4,
-- company 8, country 16), so whether a list can be sorted in SQL is one look at a small index
alter table records
  add column user_role text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'users' then value ->> 'role' end) stored,
  add column user_plan text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'users' then value ->> 'currentPlan' end) stored,
  add column user_status text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'users' then value ->> 'status' end) stored,
  add column user_name_lower text generated always as (
    case when split_part(collection, '@', 1) = 'users' then lower(coalesce(value ->> 'fullName', '')) end) stored,
  add column user_username_lower text generated always as (
    case when split_part(collection, '@', 1) = 'users' then lower(coalesce(value ->> 'username', '')) end) stored,
  add column user_sort_name text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'users' then list_sort_key(value ->> 'fullName') end) stored,
  add column user_sort_username text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'users' then list_sort_key(value ->> 'username') end) stored,
  add column user_sort_email text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'users' then list_sort_key(value ->> 'email') end) stored,
  add column user_sort_company text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'users' then list_sort_key(value ->> 'company') end) stored,
  add column user_sort_country text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'users' then list_sort_key(value ->> 'country') end) stored,
  add column user_unkeyed integer generated always as (
    case when split_part(collection, '@', 1) = 'users' then
      (list_sort_key(value ->> 'fullName') is null)::int + 2 * (list_sort_key(value ->> 'username') is null)::int
      + 4 * (list_sort_key(value ->> 'email') is null)::int + 8 * (list_sort_key(value ->> 'company') is null)::int
      + 16 * (list_sort_key(value ->> 'country') is null)::int end) stored;

-- The invoice list (backend/routes/invoice.ts): the status (a filter and a sort, its values' byte order the
-- collator's), the two amounts, the two dates (null unless YYYY-MM-DD, where byte order is the collator's), the
-- client's name and company e-mail in lower case (the search), the client name's sort key, and
-- `invoice_unkeyed`: a bit per text sort whose column is null (client 1, issued 2, due 4)
alter table records
  add column invoice_status text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'invoices' then value ->> 'invoiceStatus' end) stored,
  add column invoice_total numeric generated always as (
    case when split_part(collection, '@', 1) = 'invoices' and jsonb_typeof(value -> 'total') = 'number'
      then (value ->> 'total')::numeric end) stored,
  add column invoice_balance numeric generated always as (
    case when split_part(collection, '@', 1) = 'invoices' and jsonb_typeof(value -> 'balance') = 'number'
      then (value ->> 'balance')::numeric end) stored,
  add column invoice_issued text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'invoices' and value ->> 'issuedDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
      then value ->> 'issuedDate' end) stored,
  add column invoice_due text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'invoices' and value ->> 'dueDate' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
      then value ->> 'dueDate' end) stored,
  add column invoice_client_lower text generated always as (
    case when split_part(collection, '@', 1) = 'invoices' then lower(coalesce(value -> 'client' ->> 'name', '')) end) stored,
  add column invoice_email_lower text generated always as (
    case when split_part(collection, '@', 1) = 'invoices'
      then lower(coalesce(value -> 'client' ->> 'companyEmail', '')) end) stored,
  add column invoice_sort_client text collate "C" generated always as (
    case when split_part(collection, '@', 1) = 'invoices' then list_sort_key(value -> 'client' ->> 'name') end) stored,
  add column invoice_unkeyed integer generated always as (
    case when split_part(collection, '@', 1) = 'invoices' then
      (list_sort_key(value -> 'client' ->> 'name') is null)::int
      + 2 * (value ->> 'issuedDate' !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or value ->> 'issuedDate' is null)::int
      + 4 * (value ->> 'dueDate' !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or value ->> 'dueDate' is null)::int end) stored;

-- One index per sort, on the sort column and the record id (the tie-break: users by id up, invoices by id down,
-- in both directions). The other direction is the same index read backwards, its ties put in order by an
-- incremental sort, which is cheap where ties are few; the filters and their sorts, where ties are most rows,
-- have an index for each direction. Every index of a list is partial on one condition, true of each of its rows
-- (`user_role is not null`, `invoice_status is not null`), which every query names, so the planner may use any of
-- them with any parameters and count from the index alone. The list's index by id carries the filters and the
-- searched texts, so a total (filtered or searched) is a count over that index.
create index records_user_list on records (collection, record_id)
  include (user_role, user_plan, user_status, user_name_lower, user_username_lower) where user_role is not null;
create index records_user_role on records (collection, user_role, record_id) where user_role is not null;
create index records_user_role_down on records (collection, user_role desc, record_id) where user_role is not null;
create index records_user_plan on records (collection, user_plan, record_id) where user_role is not null;
create index records_user_plan_down on records (collection, user_plan desc, record_id) where user_role is not null;
create index records_user_status on records (collection, user_status, record_id) where user_role is not null;
create index records_user_status_down on records (collection, user_status desc, record_id)
  where user_role is not null;
create index records_user_name on records (collection, user_sort_name, record_id) where user_role is not null;
create index records_user_username on records (collection, user_sort_username, record_id)
  where user_role is not null;
create index records_user_email on records (collection, user_sort_email, record_id) where user_role is not null;
create index records_user_company on records (collection, user_sort_company, record_id)
  where user_role is not null;
create index records_user_country on records (collection, user_sort_country, record_id)
  where user_role is not null;
-- the few users whose text falls outside the sort key's alphabet
create index records_user_unkeyed on records (collection, user_unkeyed) where user_unkeyed <> 0;

create index records_invoice_list on records (collection, record_id)
  include (invoice_status, invoice_client_lower, invoice_email_lower) where invoice_status is not null;
create index records_invoice_status on records (collection, invoice_status, record_id desc)
  where invoice_status is not null;
create index records_invoice_status_down on records (collection, invoice_status desc, record_id desc)
  where invoice_status is not null;
create index records_invoice_total on records (collection, invoice_total, record_id desc)
  where invoice_status is not null;
create index records_invoice_balance on records (collection, invoice_balance, record_id desc)
  where invoice_status is not null;
create index records_invoice_issued on records (collection, invoice_issued, record_id desc)
  where invoice_status is not null;
create index records_invoice_due on records (collection, invoice_due, record_id desc)
  where invoice_status is not null;
create index records_invoice_client on records (collection, invoice_sort_client, record_id desc)
  where invoice_status is not null;
create index records_invoice_unkeyed on records (collection, invoice_unkeyed) where invoice_unkeyed <> 0;
