-- How many mails each account has, by folder, labels and unread, kept by triggers as mail rows change
-- (docs/backend.md, "List calls"). The mail list answers with the unread count of each folder and the total of the
-- folder (and label) it shows: counted from the rows, that is a pass over every matching index entry (at 100,000
-- mails, 10 to 17 ms on the embedded database for one call). Summed from these few rows it is constant.
--
-- Triggers rather than the store's writes keeping the counts: every writer (the store, `db:import`, a later
-- migration, a hand edit in psql) then keeps them right. Only rows that are or were a listed mail
-- (`mail_folder` not null: an `emails` record not deleted) fire them.
create table mail_counts (
  collection text not null,
  mail_folder text not null,
  -- `mail_labels` (null only for a mail whose labels are not a list, which no label filter matches) as 0
  mail_labels integer not null,
  mail_unread boolean not null,
  mails bigint not null,
  primary key (collection, mail_folder, mail_labels, mail_unread)
);

create function count_mail_out() returns trigger language plpgsql as $$
begin
  update mail_counts set mails = mails - 1
    where collection = old.collection and mail_folder = old.mail_folder
      and mail_labels = coalesce(old.mail_labels, 0) and mail_unread = old.mail_unread;
  return null;
end $$;

create function count_mail_in() returns trigger language plpgsql as $$
begin
  insert into mail_counts values (new.collection, new.mail_folder, coalesce(new.mail_labels, 0), new.mail_unread, 1)
    on conflict (collection, mail_folder, mail_labels, mail_unread) do update set mails = mail_counts.mails + 1;
  return null;
end $$;

-- an update counts only when it moves the mail between counts (a read, a label, a move, a deletion)
create trigger records_mail_count_deleted after delete on records
  for each row when (old.mail_folder is not null) execute function count_mail_out();
create trigger records_mail_count_inserted after insert on records
  for each row when (new.mail_folder is not null) execute function count_mail_in();
create trigger records_mail_count_left after update on records
  for each row when (old.mail_folder is not null and (old.collection, old.mail_folder, old.mail_labels, old.mail_unread)
    is distinct from (new.collection, new.mail_folder, new.mail_labels, new.mail_unread))
  execute function count_mail_out();
create trigger records_mail_count_joined after update on records
  for each row when (new.mail_folder is not null and (old.collection, old.mail_folder, old.mail_labels, old.mail_unread)
    is distinct from (new.collection, new.mail_folder, new.mail_labels, new.mail_unread))
  execute function count_mail_in();

insert into mail_counts
  select collection, mail_folder, coalesce(mail_labels, 0), mail_unread, count(*) from records
  where mail_folder is not null group by 1, 2, 3, 4;
