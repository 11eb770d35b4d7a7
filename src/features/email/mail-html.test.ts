import { formatFileSize, formatMailTime } from './format'
import { mailPreview, sanitizeMailHtml } from './mail-html'

const HOSTILE =
  '<p>Preview</p><script>window.__x = 1</script><img src="x" alt="cover" onerror="window.__x = 2">' +
  '<a href="javascript:window.__x=3">Open</a><a href="https://example.test">Site</a><style>body{display:none}</style>'

describe('mail HTML', () => {
  it('drops scripts, handlers, javascript: links and styles, and opens links in a new tab', () => {
    const clean = sanitizeMailHtml(HOSTILE)
    expect(clean).not.toMatch(/script|onerror|javascript:|<style|__x/)
    expect(clean).toContain('<img src="x" alt="cover">')
    expect(clean).toContain('href="https://example.test" target="_blank" rel="noopener noreferrer"')
  })

  it('previews the text only, with a space between paragraphs and no script text', () => {
    expect(mailPreview('<p>Hi Noor,</p><p>The <b>kiln</b>  is\nready.</p><script>alert(1)</script>')).toBe(
      'Hi Noor, The kiln is ready.',
    )
    expect(mailPreview('<p>' + 'a'.repeat(300) + '</p>')).toHaveLength(140)
  })

  it('gives the same preview again from memory, per length, and never leaks one body into the next', () => {
    const body = '<p>First line</p><p>second line</p>'
    expect(mailPreview(body)).toBe('First line second line')
    expect(mailPreview(body)).toBe('First line second line')
    expect(mailPreview(body, 5)).toBe('First')
    expect(mailPreview('<p>Other</p>')).toBe('Other')
  })
})

describe('mail formats', () => {
  const now = new Date(2026, 4, 20, 15, 0)
  it('shows the clock time today and the date before, with the year only for other years', () => {
    expect(formatMailTime(new Date(2026, 4, 20, 9, 5).toISOString(), 'en', now)).toBe('9:05 AM')
    expect(formatMailTime(new Date(2026, 4, 19, 9, 5).toISOString(), 'en', now)).toBe('May 19')
    expect(formatMailTime(new Date(2025, 11, 31).toISOString(), 'en', now)).toBe('Dec 31, 2025')
  })

  it('writes file sizes in B, KB and MB', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B')
    expect(formatFileSize(248_320, 'en')).toBe('242.5 KB')
    expect(formatFileSize(1_843_200, 'en')).toBe('1.8 MB')
  })
})
