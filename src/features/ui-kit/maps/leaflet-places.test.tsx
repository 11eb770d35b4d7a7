import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import maps from '@/i18n/locales/en/maps.json'
import { initTestI18n } from '@/test/i18n'
import { boundsOf, OFFICES, type Office, type OfficeId } from './leaflet-offices'
import { PlaceList } from './leaflet-places'

initTestI18n({ maps })

function Harness({ onSelect }: { onSelect: (office: Office) => void }) {
  const [selected, setSelected] = useState<OfficeId | null>(null)
  return (
    <PlaceList
      selected={selected}
      onSelect={(office) => {
        setSelected(office.id)
        onSelect(office)
      }}
    />
  )
}

describe('PlaceList', () => {
  it('lists the six offices and marks the one picked, handing it to the map', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<Harness onSelect={onSelect} />)
    const list = screen.getByRole('list', { name: 'Offices' })
    expect(list.querySelectorAll('li')).toHaveLength(6)
    const cairo = screen.getByRole('button', { name: /^Cairo/ })
    const berlin = screen.getByRole('button', { name: /^Berlin/ })
    expect(cairo).toHaveAttribute('aria-pressed', 'false')
    expect(cairo).toHaveTextContent('33 people')

    await user.click(cairo)
    expect(cairo).toHaveAttribute('aria-pressed', 'true')
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'cairo', lat: 30.0444, lng: 31.2357 }),
    )

    await user.click(berlin)
    expect(berlin).toHaveAttribute('aria-pressed', 'true')
    expect(cairo).toHaveAttribute('aria-pressed', 'false')
    expect(onSelect).toHaveBeenCalledTimes(2)
  })

  it('fits the map around every office', () => {
    expect(boundsOf(OFFICES)).toEqual([
      [-23.5614, -73.5674],
      [52.5208, 103.8515],
    ])
  })
})
