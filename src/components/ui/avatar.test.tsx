import { fireEvent, render, screen } from '@testing-library/react'
import { Avatar, initialsOf } from './avatar'

describe('Avatar', () => {
  it('draws initials while the image has not loaded and exposes one named image with no text of its own', () => {
    // jsdom never loads images, which is exactly the broken-image case
    render(<Avatar name="Ada King Lovelace" src="/missing.png" />)
    const avatar = screen.getByRole('img', { name: 'Ada King Lovelace' })
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL')
    // drawn by CSS: as text they would be the visible words of a button that holds the avatar (WCAG 2.5.3)
    expect(avatar.textContent).toBe('')
  })

  it('lays the picture over the initials and hides it when it fails to load, leaving the initials', () => {
    render(<Avatar name="Ada King Lovelace" src="/missing.png" />)
    const avatar = screen.getByRole('img', { name: 'Ada King Lovelace' })
    // the picture is decoration inside the one named image
    expect(screen.getAllByRole('img')).toEqual([avatar])
    const picture = avatar.querySelector('img')!
    expect(picture).toBeVisible()
    fireEvent.error(picture)
    expect(picture).not.toBeVisible()
    expect(avatar.querySelector('[data-initials]')).toBeVisible()
  })

  it('adds the status, in the words it is given, to the accessible name', () => {
    const { rerender } = render(<Avatar name="Grace Hopper" status="busy" statusLabel="Busy" />)
    expect(screen.getByRole('img', { name: 'Grace Hopper (Busy)' })).toBeInTheDocument()
    rerender(<Avatar name="Grace Hopper" status="online" statusLabel="En ligne" />)
    expect(screen.getByRole('img', { name: 'Grace Hopper (En ligne)' })).toBeInTheDocument()
    rerender(<Avatar name="Grace Hopper" />)
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toBeInTheDocument()
  })

  it('derives initials from one or many words', () => {
    expect(initialsOf('plato')).toBe('P')
    expect(initialsOf('  jean   luc picard ')).toBe('JP')
    expect(initialsOf('')).toBe('')
  })
})
