import { beforeEach } from 'vitest'

/**
 * Captures what the page downloads (a Blob behind an object URL and an `<a download>` click, as
 * src/components/data-table/download.ts does): call it at the top of a `describe`; the list it returns holds
 * that test's files, emptied before each test. jsdom has no object URLs and would navigate on the click.
 */
export function captureDownloads(): Blob[] {
  const saved: Blob[] = []
  beforeEach(() => {
    saved.length = 0
    URL.createObjectURL = (object: Blob | MediaSource) => {
      saved.push(object as Blob)
      return 'blob:test'
    }
    URL.revokeObjectURL = () => {}
    HTMLAnchorElement.prototype.click = () => {}
  })
  return saved
}

/** A downloaded CSV's text, without the byte-order mark Excel needs. */
export const csvTextOf = async (file: Blob) => (await file.text()).replace(/^\uFEFF/, '')
