import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Combobox, type ComboboxOption } from './combobox'
import { FormField } from './form-field'

const TILES: ComboboxOption[] = [
  { value: 'terracotta', label: 'Terracotta', detail: 'fired clay' },
  { value: 'zellige', label: 'Zellige', detail: 'glazed by hand' },
  { value: 'encaustic', label: 'Encáustic', detail: 'cement' },
]

function Picker({ onPick, onEnter }: { onPick: (value: string) => void; onEnter?: () => void }) {
  const [text, setText] = useState('')
  return (
    <FormField label="Tile" hint="Pick one or type your own">
      {(control) => (
        <Combobox
          {...control}
          options={TILES}
          text={text}
          onTextChange={setText}
          onPick={(option) => {
            setText(option.label)
            onPick(option.value)
          }}
          onEnter={onEnter}
          listLabel="Tiles"
          emptyText="No tile matches"
        />
      )}
    </FormField>
  )
}

describe('Combobox', () => {
  it('is a labelled combobox whose list opens as you type, filtered by label and detail, accents aside', async () => {
    const user = userEvent.setup()
    render(<Picker onPick={() => {}} />)
    const box = screen.getByRole('combobox', { name: 'Tile' })
    expect(box).toHaveAccessibleDescription('Pick one or type your own')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()

    await user.type(box, 'enca')
    const list = await screen.findByRole('listbox', { name: 'Tiles' })
    expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(box).toHaveAttribute('aria-controls', list.id)
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Encáusticcement'])

    await user.clear(box)
    await user.type(box, 'by hand')
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Zelligeglazed by hand',
    ])
  })

  it('moves through the options with the arrow keys, picks with Enter and closes with Escape', async () => {
    const user = userEvent.setup()
    const onPick = vi.fn()
    render(<Picker onPick={onPick} />)
    const box = screen.getByRole('combobox', { name: 'Tile' })
    // a click opens the whole list, nothing highlighted yet
    await user.click(box)
    const list = await screen.findByRole('listbox', { name: 'Tiles' })
    const [first, second] = within(list).getAllByRole('option')
    expect(box).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    expect(first).toHaveAttribute('aria-selected', 'true')
    expect(box).toHaveAttribute('aria-activedescendant', first.id)
    await user.keyboard('{ArrowDown}')
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(box).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onPick).toHaveBeenCalledWith('zellige')
    expect(box).toHaveValue('Zellige')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()

    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(box).toHaveAttribute('aria-expanded', 'false')
  })

  it('picks with a click, says when nothing matches, and hands Enter on free text to the field', async () => {
    const user = userEvent.setup()
    const onPick = vi.fn()
    const onEnter = vi.fn()
    render(<Picker onPick={onPick} onEnter={onEnter} />)
    const box = screen.getByRole('combobox', { name: 'Tile' })
    await user.type(box, 'terra')
    await user.click(await screen.findByRole('option', { name: /Terracotta/ }))
    expect(onPick).toHaveBeenCalledWith('terracotta')
    expect(box).toHaveFocus()

    await user.clear(box)
    await user.type(box, 'slate')
    expect(await screen.findByText('No tile matches')).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Enter}')
    expect(onEnter).toHaveBeenCalledTimes(1)
    expect(onPick).toHaveBeenCalledTimes(1)
  })
})
