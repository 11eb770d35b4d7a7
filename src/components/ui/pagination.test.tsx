import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Pagination, pageItems } from './pagination'

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
  it('keeps the first, the last and the neighbours, with gaps, always seven items', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20])
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20])
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20])
    expect(pageItems(5, 20)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 20])
  })
  it('clamps a page out of range', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3])
    expect(pageItems(0, 0)).toEqual([1])
  })
})

function Harness() {
  const [page, setPage] = useState(1)
  return (
    <Pagination
      page={page}
      pageCount={12}
      onPageChange={setPage}
      labels={{ nav: 'Pages', previous: 'Previous page', next: 'Next page', page: (n) => `Page ${n}` }}
    />
  )
}

describe('Pagination', () => {
  it('marks the current page and moves with the buttons', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Page 12' }))
    expect(screen.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(screen.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page')
  })
})
