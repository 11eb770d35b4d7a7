import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { SliderPage } from './slider-page'

initTestI18n({ uikit, uiExtensions })

describe('SliderPage', () => {
  it('moves the price range by keyboard and shows the formatted values', async () => {
    const user = userEvent.setup()
    render(<SliderPage />)
    const minimum = screen.getByRole('slider', { name: 'Minimum price' })
    const maximum = screen.getByRole('slider', { name: 'Maximum price' })
    expect(minimum).toHaveAttribute('aria-valuetext', '$120')
    expect(screen.getByText('$120 – $640')).toBeInTheDocument()

    minimum.focus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(minimum).toHaveAttribute('aria-valuenow', '140')
    expect(screen.getByText('$140 – $640')).toBeInTheDocument()

    maximum.focus()
    await user.keyboard('{End}')
    expect(maximum).toHaveAttribute('aria-valuetext', '$1,000')
    expect(screen.getByText('$140 – $1,000')).toBeInTheDocument()
  })

  it('snaps the stepped slider to marks and names the level', async () => {
    const user = userEvent.setup()
    render(<SliderPage />)
    const quality = screen.getByRole('slider', { name: 'Image quality' })
    expect(screen.getByText('High')).toBeInTheDocument()
    quality.focus()
    await user.keyboard('{ArrowLeft}')
    expect(quality).toHaveAttribute('aria-valuenow', '50')
    expect(quality).toHaveAttribute('aria-valuetext', '50%, Medium')
    expect(screen.getByText('Medium')).toBeInTheDocument()
  })

  it('raises a vertical slider with the Up key, and the disabled one stays put', async () => {
    const user = userEvent.setup()
    render(<SliderPage />)
    const bass = screen.getByRole('slider', { name: 'Bass' })
    expect(bass).toHaveAttribute('aria-orientation', 'vertical')
    bass.focus()
    await user.keyboard('{ArrowUp}')
    expect(bass).toHaveAttribute('aria-valuenow', '5')
    const limit = screen.getByRole('slider', { name: 'Upload limit' })
    expect(limit).toHaveAttribute('data-disabled')
    expect(limit).not.toHaveAttribute('tabindex', '0')
  })
})
