import {
  EMAIL_LABELS,
  EMAIL_VIEWS,
  listViewOf,
  type EmailLabel,
  type EmailView,
} from '@contract/email.values'
import { enumParam, intParam, textParam, type UrlState } from '@/lib/url-state'

/**
 * The email page's URL: the list (folder, label, q) and the open mail. A value that does not read is dropped
 * rather than failing the page, so an old or hand-edited link still opens the mailbox (useUrlState). The route
 * types its params from these fields and the page reads them (docs/state.md, "List state in the URL").
 */
export const emailFields = {
  folder: enumParam(EMAIL_VIEWS),
  label: enumParam(EMAIL_LABELS),
  q: textParam(),
  mail: intParam({ min: 1 }),
}
export type EmailSearch = UrlState<typeof emailFields>

/** The list part of the search, as the API takes it (blank text is no filter). */
export const listParamsOf = ({
  folder,
  label,
  q,
}: {
  folder?: EmailView
  label?: EmailLabel
  q?: string
}) => ({
  folder,
  label,
  q: q?.trim() || undefined,
})
export type EmailListParams = ReturnType<typeof listParamsOf>

/**
 * What the sidebar highlights and the list shows: the rule "no folder and no label is the inbox" lives once, in
 * the contract, and the back end lists by the same function.
 */
export const activeFolderOf = ({ folder, label }: Pick<EmailSearch, 'folder' | 'label'>) =>
  listViewOf({ folder, label })

/** The `folder` param of a link to a folder: none for the inbox, so its URL is the bare page. */
export const folderParam = (view: EmailView) => (view === 'inbox' ? undefined : view)
