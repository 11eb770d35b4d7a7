-- The store's tables (docs/backend.md, "The database"). A collection that is a list has its index in `entries`
-- (the order of its records' slots) and one row per record in `records`; anything else is one row in `entries`.

create table entries (
  key text primary key check (key <> '' and position('/' in key) = 0),
  value jsonb not null,
  -- the store's bookkeeping is never damaged: a bad value is refused rather than re-seeding everything on read
  constraint meta_shape check (
    key <> 'meta'
    or (jsonb_typeof(value -> 'schemaVersion') = 'number'
      and jsonb_typeof(value -> 'seedVersion') = 'number'
      and jsonb_typeof(value -> 'seededAt') = 'string')
  )
);

create table records (
  collection text not null references entries (key) on delete cascade deferrable initially deferred,
  slot integer not null check (slot >= 0),
  value jsonb not null check (jsonb_typeof(value) = 'object'),
  primary key (collection, slot),
  -- an account always has a numeric id, an e-mail, a user name and one of the three roles
  constraint account_shape check (
    collection <> 'accounts'
    or (jsonb_typeof(value -> 'id') = 'number'
      and jsonb_typeof(value -> 'email') = 'string'
      and value ->> 'email' <> ''
      and jsonb_typeof(value -> 'username') = 'string'
      and value ->> 'role' in ('admin', 'client', 'member'))
  )
);

-- one account per e-mail, per user name and per id, whatever their case
create unique index accounts_email on records (lower(value ->> 'email')) where collection = 'accounts';
create unique index accounts_username on records (lower(value ->> 'username')) where collection = 'accounts';
create unique index accounts_id on records (((value ->> 'id')::numeric)) where collection = 'accounts';

-- rows that failed the contract when read, set aside instead of dropped (docs/backend.md, "Nothing lost")
create table quarantine (
  id bigint generated always as identity primary key,
  collection text not null,
  value jsonb,
  reason text not null,
  set_aside_at timestamptz not null default now()
);

-- failed sign-ins per e-mail and client (backend/lib/sign-in-limit.ts), shared by every instance
create table sign_in_failures (
  pair text primary key,
  count integer not null check (count > 0),
  until_ms bigint not null
);
create index sign_in_failures_until on sign_in_failures (until_ms);
