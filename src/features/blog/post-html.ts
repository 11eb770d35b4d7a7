import DOMPurify from 'dompurify'

/**
 * A post's content comes from the rich-text editor, but anyone who may write could store anything through the
 * API: scripts, handlers, forms and styles are removed before it reaches the DOM.
 */
export const sanitizePostHtml = (html: string) =>
  DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] })
