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

// One element of one inert document, reused for every preview: a document made without a window never runs
// scripts or loads images, and parsing into it costs about a third of a new DOMParser document per mail.
let scratch: HTMLElement | undefined
// Previews already worked out, so the list drawn again (a route change, a refetch) parses nothing; bounded.
const previews = new Map<string, string>()
const REMEMBERED = 1000

/** The body as one line of plain text for the list. An inert document never runs or loads anything. */
export function mailPreview(html: string, length = 140): string {
  const key = `${length}:${html}`
  const known = previews.get(key)
  if (known !== undefined) return known
  scratch ??= document.implementation.createHTMLDocument('').createElement('div')
  // a space after each block, so paragraphs do not run into each other
  scratch.innerHTML = html.replace(/<\/(p|div|li|h[1-6]|blockquote|tr)>|<br\s*\/?>/gi, '$& ')
  for (const hidden of scratch.querySelectorAll('script, style, template')) hidden.remove()
  const preview = (scratch.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, length)
  scratch.textContent = ''
  if (previews.size >= REMEMBERED) previews.delete(previews.keys().next().value as string)
  previews.set(key, preview)
  return preview
}
