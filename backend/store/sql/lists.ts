import { EMAIL_LABELS, EMAIL_META_FOLDERS, listViewOf } from '../../../contract/email.values'
import type { Email, EmailsMeta } from '../../../contract/email'
import type { ListQueries } from '../lists'
import type { SqlQuery } from './client'

/**
 * The list calls in SQL over `records` (docs/backend.md, "List calls"), on the columns and indexes of migrations
 * 005 and 008. `q` is the connection of the store operation running them (its transaction, under the store's lock).
 */
export function sqlListQueries(q: () => SqlQuery): ListQueries {
  return {
    async emails(key, { folder, label, q: text, offset, limit }) {
      const params: unknown[] = [key]
      const param = (value: unknown) => `$${params.push(value)}`
      // as backend/routes/email.ts `inList`: a deleted mail (mail_folder null) is in no list
      const where = ['collection = $1', 'mail_folder is not null']
      const view = listViewOf({ folder, label })
      if (view === undefined) where.push(`mail_folder <> 'trash'`)
      else if (view === 'starred')
        where.push(`mail_folder <> 'trash'`, `value -> 'isStarred' = 'true'::jsonb`)
      else where.push(`mail_folder = ${param(view)}`)
      // the label's bit in `mail_labels` (migration 005)
      if (label) where.push(`mail_labels & ${param(1 << EMAIL_LABELS.indexOf(label))} <> 0`)
      // as `searchItems`: the trimmed text, without regard to case, anywhere in the subject
      const needle = text?.trim().toLowerCase()
      if (needle) where.push(searchedSubject(needle, param))
      const filter = where.join(' and ')
      const filterParams = [...params]
      const rows = await q().query<{ value: Email }>(
        `select value from records where ${filter}
         order by mail_time desc, record_id desc offset ${param(offset)} limit ${param(limit)}`,
        params,
      )
      const [{ total }] = await q().query<{ total: string | number }>(
        `select count(*) as total from records where ${filter}`,
        filterParams,
      )
      const unread = await q().query<{ folder: string; count: string | number }>(
        `select mail_folder as folder, count(*) as count from records
         where collection = $1 and mail_unread and mail_folder is not null and mail_folder = any($2::text[])
         group by mail_folder`,
        [key, EMAIL_META_FOLDERS],
      )
      const counts = new Map(unread.map((row) => [row.folder, Number(row.count)]))
      // as `metaOf`: the Scheduled folder counts every mail waiting in it, read or not
      const [{ scheduled }] = await q().query<{ scheduled: string | number }>(
        `select count(*) as scheduled from records where collection = $1 and mail_folder = 'scheduled'`,
        [key],
      )
      const emailsMeta: EmailsMeta = {
        ...(Object.fromEntries(EMAIL_META_FOLDERS.map((name) => [name, counts.get(name) ?? 0])) as Omit<
          EmailsMeta,
          'scheduled'
        >),
        scheduled: Number(scheduled),
      }
      return { emails: rows.map((row) => row.value), total: Number(total), emailsMeta }
    },
  }
}

/**
 * The search's condition. A text with three letters or digits in a row is written as `like` (`%`, `_` and `\`
 * escaped to stand for themselves; `\` is `like`'s default escape), which the trigram index of migration 008
 * answers from the text's three-letter pieces. A shorter text has none: the index would hand back every mail to
 * be checked, slower than walking the folder's list index (docs/benchmarks.md), and the planner, which cannot
 * tell, may pick it. So it stays `strpos`, which no index serves and the list index's walk answers as before.
 */
export function searchedSubject(needle: string, param: (value: unknown) => string): string {
  if (!/[\p{L}\p{N}]{3}/u.test(needle)) return `strpos(mail_subject, ${param(needle)}) > 0`
  return `mail_subject like ${param(`%${needle.replace(/[\\%_]/g, '\\$&')}%`)}`
}
