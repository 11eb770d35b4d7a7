import { render, screen, within } from '@testing-library/react'
import { SimpleTable, type SimpleColumn } from './simple-table'

interface Kiln {
  id: number
  name: string
  firings: number
}

const KILNS: Kiln[] = [
  { id: 1, name: 'Anagama', firings: 12 },
  { id: 2, name: 'Raku', firings: 48 },
]

const COLUMNS: SimpleColumn<Kiln>[] = [
  { id: 'name', header: 'Kiln', renderCell: (kiln) => kiln.name },
  { id: 'firings', header: 'Firings', align: 'end', renderCell: (kiln) => String(kiln.firings) },
]

describe('SimpleTable', () => {
  it('names the table and its focusable scroll region by the caption, with a header row and row headers', () => {
    render(<SimpleTable caption="Kilns" columns={COLUMNS} rows={KILNS} rowKey={(kiln) => kiln.id} />)
    const table = screen.getByRole('table', { name: 'Kilns' })
    expect(screen.getByRole('region', { name: 'Kilns' })).toHaveAttribute('tabindex', '0')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kiln', 'Firings'])
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('Raku')
    expect(within(rows[2]).getByRole('cell')).toHaveTextContent('48')
    expect(within(rows[2]).getByRole('cell')).toHaveClass('text-end')
  })

  it('keeps a hidden caption as the name, and rows without a row header when asked', () => {
    render(
      <SimpleTable
        caption="Kilns"
        hideCaption
        columns={COLUMNS}
        rows={KILNS}
        rowKey={(kiln) => kiln.id}
        rowHeaders={false}
      />,
    )
    const table = screen.getByRole('table', { name: 'Kilns' })
    expect(within(table).getByText('Kilns')).toHaveClass('sr-only')
    expect(within(table).queryByRole('rowheader')).not.toBeInTheDocument()
    expect(within(table).getAllByRole('cell')).toHaveLength(4)
  })

  it('in the cards layout also lists each row as a card of labelled values (shown in a narrow box)', () => {
    render(
      <SimpleTable
        caption="Kilns"
        columns={COLUMNS}
        rows={KILNS}
        rowKey={(kiln) => kiln.id}
        narrow="cards"
      />,
    )
    // both layouts are in the page; a container query shows one of them (jsdom applies no CSS)
    expect(screen.getByRole('table', { name: 'Kilns' })).toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Kilns' })).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(cards[1]).toHaveTextContent('Raku')
    expect(within(cards[1]).getByRole('term')).toHaveTextContent('Firings')
    expect(within(cards[1]).getByRole('definition')).toHaveTextContent('48')
  })
})
