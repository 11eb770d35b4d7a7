import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import common from '@/i18n/locales/en/common.json'
import { initTestI18n } from '@/test/i18n'
import { Rating } from './rating'

initTestI18n({ common })

function Controlled({ clearable }: { clearable?: boolean }) {
  const [value, setValue] = useState<number | null>(3)
  return (
    <>
      <Rating label="Your rating" value={value} onValueChange={setValue} clearable={clearable} />
      <output>{value ?? 'none'}</output>
    </>
  )
}

describe('Rating', () => {
  it('is a radio group whose stars are named with plurals', () => {
    render(<Rating label="Service" />)
    const group = screen.getByRole('radiogroup', { name: 'Service' })
    expect(group).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(5)
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeInTheDocument()
  })

  it('chooses by click and moves with the arrow keys', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: '5 stars' }))
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked()
    expect(screen.getByText('5')).toBeInTheDocument()

    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus()
    expect(screen.getByText('4')).toBeInTheDocument()
  })

  it('clears when the chosen star is chosen again, only when clearable', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Controlled />)
    await user.click(screen.getByRole('radio', { name: '3 stars' }))
    expect(screen.getByText('3')).toBeInTheDocument()
    unmount()

    render(<Controlled clearable />)
    await user.click(screen.getByRole('radio', { name: '3 stars' }))
    expect(screen.getByText('none')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '3 stars' })).not.toBeChecked()
  })

  it('honours a custom count and disabled', () => {
    render(<Rating label="Score" count={10} disabled defaultValue={7} />)
    expect(screen.getAllByRole('radio')).toHaveLength(10)
    expect(screen.getByRole('radio', { name: '7 stars' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '10 stars' })).toBeDisabled()
  })

  it('shows a read-only value to the nearest half as one named image', () => {
    const { container } = render(<Rating readOnly value={3.4} />)
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    // three full stars and one half: the fourth symbol's fill is clipped to half its width
    const fills = [...container.querySelectorAll<HTMLElement>('[style]')].map((el) => el.style.width)
    expect(fills).toEqual(['100%', '100%', '100%', '50%'])
  })

  it('hides a decorative read-only rating', () => {
    render(<Rating readOnly decorative value={4} />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })
})
