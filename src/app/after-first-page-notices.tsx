import { OfflineReadyNotice } from './offline-ready/offline-ready-notice'
import { RestoredDataNotice } from './restored-data/restored-data-notice'
import { UpdateNotice } from './update-notice/update-notice'

/**
 * What the app says once the first page has settled: whether stored data was repaired (a toast), a waiting new
 * build, and, once, that the app's files are stored for offline use. One chunk for all three, since they always
 * load together.
 */
export function AfterFirstPageNotices() {
  return (
    <>
      <RestoredDataNotice />
      <UpdateNotice />
      <OfflineReadyNotice />
    </>
  )
}
