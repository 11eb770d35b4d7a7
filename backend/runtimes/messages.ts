/** Page → worker: take control of this page (it is active but not controlling, e.g. after Shift+Reload). */
export const CLAIM_MESSAGE = { type: 'CLAIM' } as const
/** Worker → pages: the store was reset; cached answers are stale. */
export const DATA_RESET_MESSAGE = { type: 'DATA_RESET' } as const
/** Worker → pages: stored data was damaged and repaired; pages ask `POST /api/demo/restored` what it was. */
export const DATA_RESTORED_MESSAGE = { type: 'DATA_RESTORED' } as const
/** Page → waiting worker: a new build's worker takes over now (the page reloads on controllerchange). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const
