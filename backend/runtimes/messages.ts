/** Page → worker: take control of this page (it is active but not controlling, e.g. after Shift+Reload). */
export const CLAIM_MESSAGE = { type: 'CLAIM' } as const
/** Worker → pages: the store was reset; cached answers are stale. */
export const DATA_RESET_MESSAGE = { type: 'DATA_RESET' } as const
/** Worker → pages: stored data was damaged and repaired; pages ask `POST /api/demo/restored` what it was. */
export const DATA_RESTORED_MESSAGE = { type: 'DATA_RESTORED' } as const
/** Page → waiting worker: a new build's worker takes over now (the page reloads on controllerchange). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const
/**
 * Page → worker, with `files` (the same-origin paths the page has loaded): store these first, then say when the
 * app opens offline. The worker answers FIRST_FILES_STORED once they are stored (a reload of this page works
 * offline from then on) and OFFLINE_READY once every file is.
 */
export const OFFLINE_STATUS_TYPE = 'OFFLINE_STATUS'
export const FIRST_FILES_STORED_MESSAGE = { type: 'FIRST_FILES_STORED' } as const
export const OFFLINE_READY_MESSAGE = { type: 'OFFLINE_READY' } as const
