import { OfflineReadyNotice } from './offline-ready/offline-ready-notice'
import { RestoredDataNotice } from './restored-data/restored-data-notice'
import { UpdateNotice } from './update-notice/update-notice'

/**
 * What the app says once the first page has settled: whether stored data was repaired (a toast), a waiting new
 * build, and, once, that the app's files are stored for offline use. A plain import: as a lazy part of its own it
 * cost every page two more scripts and 0.4 to 0.6 KB (docs/benchmarks.md, "Bundle devices"), since it loads by
 * idle on every visit anyway.
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
