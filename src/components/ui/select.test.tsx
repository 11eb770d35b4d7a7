import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

function SortSelect({ controlled = false }: { controlled?: boolean }) {
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('featured')
  return (
    <Select value={value} onValueChange={setValue} {...(controlled ? { open, onOpenChange: setOpen } : {})}>
      <SelectTrigger aria-label="Sort by">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="featured">Featured</SelectItem>
        <SelectItem value="price-asc">Lowest price</SelectItem>
      </SelectContent>
    </Select>
  )
}

const backdrop = () => document.querySelector('[data-slot="select-backdrop"]')

describe('Select', () => {
  it.each([
    ['on its own', false],
    ['controlled', true],
  ])(
    'lays a backdrop under its open list (a modal layer checkers can see), %s, and takes it away on close',
    async (_, controlled) => {
      const user = userEvent.setup()
      render(<SortSelect controlled={controlled} />)
      expect(backdrop()).toBeNull()
      await user.click(screen.getByRole('combobox', { name: 'Sort by' }))
      expect(screen.getByRole('listbox')).toBeInTheDocument()
      expect(backdrop()).not.toBeNull()
      // the list is drawn over the backdrop: it follows it in the page
      expect(backdrop()!.compareDocumentPosition(screen.getByRole('listbox'))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      )
      await user.click(screen.getByRole('option', { name: 'Lowest price' }))
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
      expect(backdrop()).toBeNull()
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Lowest price')
    },
  )
})
