import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uiIcons from '@/i18n/locales/en/uiIcons.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { iconJsx, ICONS } from './icon-list'
import { IconsPage } from './icons-page'

initTestI18n({ uikit, uiIcons })

// one change event per query: typing letter by letter re-renders the 229 icons each time and only slows the test
async function typeInto(field: HTMLElement, text: string) {
  const user = userEvent.setup()
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

// the icon buttons are found by their aria-label: role queries over 229 buttons are slow in jsdom
describe('IconsPage', () => {
  it('filters by name, by a written synonym and by category, and says how many are left', async () => {
    render(<IconsPage />)
    const status = screen.getByText(`${ICONS.length} icons`)
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByLabelText('Trash', { selector: 'button' })).toBeInTheDocument()

    const search = screen.getByLabelText('Search icons')
    await typeInto(search, 'envelope')
    expect(status).toHaveTextContent(/^1 icon$/)
    expect(screen.getByLabelText('Mail', { selector: 'button' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Trash', { selector: 'button' })).not.toBeInTheDocument()

    await typeInto(search, 'garbage')
    expect(screen.getByLabelText('Trash', { selector: 'button' })).toBeInTheDocument()

    await typeInto(search, 'weather snow')
    expect(screen.getByLabelText('CloudSnow', { selector: 'button' })).toBeInTheDocument()
    expect(screen.getByLabelText('Snowflake', { selector: 'button' })).toBeInTheDocument()
    expect(status).toHaveTextContent(/^2 icons$/)

    await typeInto(search, 'zebra')
    expect(status).toHaveTextContent('0 icons')
    expect(screen.getByText(/No icon matches/)).toBeInTheDocument()
  }, 40_000)

  it('opens an icon and copies its JSX', async () => {
    const user = userEvent.setup()
    render(<IconsPage />)
    await typeInto(screen.getByRole('searchbox', { name: 'Search icons' }), 'mail')
    await user.click(screen.getByLabelText('Mail', { selector: 'button' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mail' })
    expect(within(dialog).getByLabelText('Code for the icon')).toHaveTextContent(
      `import Mail from 'lucide-react/icons/mail' <Mail className="size-6" />`,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Copy JSX' }))
    expect(await navigator.clipboard.readText()).toBe('<Mail className="size-6" />')
  }, 40_000)

  it('writes the stroke width into the JSX only when it is not the default', () => {
    expect(iconJsx('Mail', 4, 2)).toBe('<Mail className="size-4" />')
    expect(iconJsx('Mail', 8, 1.5)).toBe('<Mail className="size-8" strokeWidth={1.5} />')
  })
})
