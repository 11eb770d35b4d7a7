import DOMPurify from 'dompurify'

// Links in a mail leave the app in a new tab and do not hand the mail's page to the site they open.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/**
 * Mail bodies are HTML written by strangers: scripts, event handlers (onerror...), javascript: links, forms
 * and styles that could restyle the app are removed before anything reaches the DOM.
 */
export const sanitizeMailHtml = (html: string) =>
  DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] })

/** The body as one line of plain text for the list. An inert document never runs or loads anything. */
export function mailPreview(html: string, length = 140): string {
  // a space after each block, so paragraphs do not run into each other
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|tr)>|<br\s*\/?>/gi, '$& ')
  const body = new DOMParser().parseFromString(spaced, 'text/html').body
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove()
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, length)
}
