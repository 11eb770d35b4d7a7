-- The user and invoice searches (`q`: the text without regard to case, anywhere in one of two columns) answered by
-- trigram indexes, as the mail search is since migration 008 (backend/store/sql/lists.ts `searched`; docs/backend.md,
-- "List calls"). Each searched column (migration 007, lower case) gets a GIN index of its three-letter pieces;
-- a search of either column is the union of the two indexes' answers. Partial on the condition every list call
-- names (`user_role is not null`, `invoice_status is not null`), so other rows cost nothing.
create index records_user_name_search on records using gin (user_name_lower gin_trgm_ops)
  where user_role is not null;
create index records_user_username_search on records using gin (user_username_lower gin_trgm_ops)
  where user_role is not null;
create index records_invoice_client_search on records using gin (invoice_client_lower gin_trgm_ops)
  where invoice_status is not null;
create index records_invoice_email_search on records using gin (invoice_email_lower gin_trgm_ops)
  where invoice_status is not null;
