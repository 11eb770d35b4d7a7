import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import help from '@/i18n/locales/en/help.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { FaqPage } from '../faq-page'
import { KbQuestionPage } from '../kb-question-page'

initTestI18n({ help })

describe('FAQ and knowledge base', { timeout: 20_000 }, () => {
  it('filters the questions as the user types, marks the match, and says when nothing matches', async () => {
    const user = userEvent.setup()
    const { calls, router } = await renderWithApi(<FaqPage />, { route: '/pages/faq' })
    expect(await screen.findByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getAllByRole('tab')).toHaveLength(5)

    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'refund')
    await waitFor(() => expect(calls).toContain('GET /faq/data?q=refund'))
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Delivery' })).not.toBeInTheDocument())
    const marks = document.querySelectorAll('mark')
    expect(marks.length).toBeGreaterThan(0)
    for (const mark of marks) expect(mark.textContent?.toLowerCase()).toBe('refund')
    expect(router?.state.location.search).toMatchObject({ q: 'refund' })

    await user.clear(screen.getByRole('searchbox', { name: 'Search the questions' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'zebra')
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear the search' }))
    expect(await screen.findByRole('tab', { name: 'Delivery' })).toBeInTheDocument()
  })

  it('opens an answer and switches category', async () => {
    const user = userEvent.setup()
    await renderWithApi(<FaqPage />, { route: '/pages/faq' })
    await user.click(await screen.findByRole('tab', { name: 'Delivery' }))
    const question = await screen.findByRole('button', { name: 'How long does delivery take?' })
    expect(question).toHaveAttribute('aria-expanded', 'false')
    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/Stocked items ship within two working days/)).toBeVisible()
  })

  it('records a “was this helpful” vote for the signed-in account', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(
      <KbQuestionPage category="troubleshooting" question="reset-demo-data" />,
      { route: '/pages/knowledge-base/troubleshooting/reset-demo-data' },
    )
    const group = within(await screen.findByRole('group', { name: 'Was this helpful?' }))
    const yes = group.getByRole('button', { name: 'Yes (20)' })
    expect(yes).toHaveAttribute('aria-pressed', 'false')
    await user.click(yes)
    expect(await group.findByRole('button', { name: 'Yes (21)' })).toHaveAttribute('aria-pressed', 'true')
    expect((await store.read('kbVotes'))['1']).toEqual({ 'troubleshooting/reset-demo-data': true })
  })

  it('says so for an unknown question', async () => {
    await renderWithApi(<KbQuestionPage category="troubleshooting" question="no-such" />, {
      route: '/pages/knowledge-base/troubleshooting/no-such',
    })
    expect(await screen.findByRole('heading', { name: 'There is no such question.' })).toBeInTheDocument()
  })
})
