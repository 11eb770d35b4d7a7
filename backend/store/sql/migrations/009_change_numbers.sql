-- A change number per row of `entries` and `records` (docs/backend.md, "Cache"): an instance whose cache is stale
-- (another instance wrote) asks which of its cached rows have a number above the highest it has seen, and reads
-- only those, instead of every record of the collections it touches.
--
-- One sequence for both tables: an insert takes a number by the column default, an update by the trigger below.
-- A trigger rather than the store's upsert setting the column: every writer (the store, `db:import`, a later
-- migration, an administrator's hand edit in psql) then moves the number, and a row changed without it would stay
-- stale in every other instance's cache for as long as that instance runs. Store writes take the store's lock
-- (sql-kv.ts `exclusive`), so the numbers of one write are all above those of every write committed before it.
create sequence change_numbers;

-- existing rows get a number each (the column's default runs once per row)
alter table entries add column changed bigint not null default nextval('change_numbers');
alter table records add column changed bigint not null default nextval('change_numbers');

create function take_change_number() returns trigger language plpgsql as $$
begin
  new.changed := nextval('change_numbers');
  return new;
end $$;
create trigger entries_changed before update on entries
  for each row execute function take_change_number();
create trigger records_changed before update on records
  for each row execute function take_change_number();

-- a list's records changed since a number, found without reading the list (whatever the planner's statistics,
-- which the embedded database never gathers on its own); the highest number, without reading either table
create index records_changed_in on records (collection, changed);
create index records_changed on records (changed);
create index entries_changed on entries (changed);
