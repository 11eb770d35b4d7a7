import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { DemoCard } from './demo-card'

initTestI18n({ uikit })

describe('DemoCard', () => {
  it('shows the example, and its code only on demand; Copy puts the code on the clipboard', async () => {
    const user = userEvent.setup()
    render(
      <DemoCard title="Solid buttons" description="For the main action." code="<Button>Save</Button>">
        <button type="button">Save</button>
      </DemoCard>,
    )
    expect(screen.getByRole('heading', { name: 'Solid buttons', level: 2 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
    expect(screen.queryByText('<Button>Save</Button>')).not.toBeInTheDocument()

    const toggle = screen.getByRole('button', { name: 'Show code' })
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('Code for Solid buttons')).toHaveTextContent('<Button>Save</Button>')

    await user.click(screen.getByRole('button', { name: 'Copy code' }))
    expect(await navigator.clipboard.readText()).toBe('<Button>Save</Button>')
  })

  it('has no code toggle when no code is given', () => {
    render(<DemoCard title="Plain">x</DemoCard>)
    expect(screen.queryByRole('button', { name: 'Show code' })).not.toBeInTheDocument()
  })
})
