-- The highest id ever given per collection (`tasks@7`, `invoices`): the store's id counters (docs/backend.md,
-- "Ids"), the keys `#<collection>` of its key-value view. A row per collection rather than `create sequence`: a
-- sequence is a relation of its own (a file per account's collection), and a counter row is taken in the write's own
-- transaction, so an add that rolls back gives nothing away. Never emptied by a reset (which clears `entries` and
-- `records` only) and never lowered, so an id is never given twice.
create table id_counters (
  collection text primary key check (collection <> '' and position('/' in collection) = 0),
  last_id bigint not null check (last_id >= 0)
);
