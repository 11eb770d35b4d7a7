-- Mail can wait in the `scheduled` folder until its time (contract/email.values.ts, EMAIL_FOLDERS).
alter table records drop constraint email_shape;
alter table records add constraint email_shape check (
  kind <> 'emails'
  or (jsonb_typeof(value -> 'id') = 'number'
    and jsonb_typeof(value -> 'time') = 'string'
    and jsonb_typeof(value -> 'isDeleted') = 'boolean'
    and value ->> 'folder' in ('inbox', 'sent', 'draft', 'spam', 'trash', 'scheduled')
    and jsonb_typeof(value -> 'labels') = 'array'
    and value -> 'labels' <@ '["personal", "company", "important", "private"]'::jsonb));
