/** The profile's limits, zod-free so the page can import them (the schemas in profile.ts use the same). */
export const COMMENT_MAX_LENGTH = 500
export const COMMENT_EMPTY_MESSAGE = 'Write a comment first'
