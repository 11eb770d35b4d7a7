import { render } from '@testing-library/react'
import { EmptyArt, type EmptyArtKind } from './empty-art'
import { followsSkin, paintsOf } from './skin-colours'

const KINDS: EmptyArtKind[] = ['mail', 'tasks', 'chat', 'wishlist', 'cart', 'search']

describe('EmptyArt', () => {
  it('is decoration, hidden from screen readers', () => {
    const { container } = render(<EmptyArt kind="mail" />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it("paints only with the skin's tokens, so it follows light and dark", () => {
    for (const kind of KINDS) {
      const { container, unmount } = render(<EmptyArt kind={kind} />)
      const svg = container.querySelector('svg')!
      expect(paintsOf(svg).length).toBeGreaterThan(5)
      expect(paintsOf(svg).filter((paint) => !followsSkin(paint))).toEqual([])
      unmount()
    }
  })

  it('draws a different badge for each kind of empty list', () => {
    const drawings = KINDS.map((kind) => {
      const { container, unmount } = render(<EmptyArt kind={kind} />)
      const html = container.innerHTML
      unmount()
      return html
    })
    expect(new Set(drawings).size).toBe(KINDS.length)
  })
})
