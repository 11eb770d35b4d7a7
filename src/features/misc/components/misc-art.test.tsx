import { render, screen } from '@testing-library/react'
import { followsSkin, paintsOf } from '@/components/illustrations/skin-colours'
import { MaintenanceArt } from './maintenance-art'
import { ComingSoonArt, NotAuthorizedArt, NotFoundArt } from './misc-art'
import { MiscPageFrame } from './misc-page-frame'

vi.mock('@tanstack/react-router', () => ({ Link: ({ children }: { children: unknown }) => children }))
vi.mock('@/lib/ability', () => ({ useHomePath: () => '/' }))

describe('the misc pages’ drawings', () => {
  it.each([
    ['404', NotFoundArt],
    ['not authorized', NotAuthorizedArt],
    ['coming soon', ComingSoonArt],
    ['maintenance', MaintenanceArt],
  ])("%s paints only with the skin's tokens, so it follows light and dark", (_, Art) => {
    const { container } = render(<Art />)
    const svg = container.querySelector('svg')!
    expect(paintsOf(svg).length).toBeGreaterThan(5)
    expect(paintsOf(svg).filter((paint) => !followsSkin(paint))).toEqual([])
  })

  it('stay out of the accessibility tree: the heading says what the page is', () => {
    render(<MiscPageFrame title="Page not found" message="Not here." art={<NotFoundArt />} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.queryByText('404')?.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})
