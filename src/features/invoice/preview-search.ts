import { enumParam } from '@/lib/url-state'

/** Which sheet of the preview is open, in the URL, so the list's "Send" can open the preview with its sheet. */
export const previewFields = { sheet: enumParam(['send', 'payment'] as const) }
