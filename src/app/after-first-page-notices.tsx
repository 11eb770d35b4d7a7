import { RestoredDataNotice } from './restored-data/restored-data-notice'
import { UpdateNotice } from './update-notice/update-notice'

/**
 * What the app says once the first page has settled: whether stored data was repaired (a toast), and a waiting new
 * build. One chunk for both, since both always load together.
 */
export function AfterFirstPageNotices() {
  return (
    <>
      <RestoredDataNotice />
      <UpdateNotice />
    </>
  )
}
