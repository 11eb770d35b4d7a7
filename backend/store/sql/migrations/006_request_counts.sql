-- Requests counted per key in an hourly window (backend/lib/request-limit.ts: password-reset and verification
-- requests, per address and per client), shared by every instance, so a limit holds across them and restarts.
create table request_counts (
  key text primary key,
  count integer not null check (count > 0),
  until_ms bigint not null
);
create index request_counts_until on request_counts (until_ms);
