import { QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import userEvent from '@testing-library/user-event'
import type { CardPeriod } from '@contract/cards.values'
import { PeriodCard, PickerCard } from '../components/period-card'
import { REPORT_YEAR_CHOICES } from '../components/period-choices'
import dashboards from '@/i18n/locales/en/dashboards.json'
import { initTestI18n } from '@/test/i18n'
import { testQueryClient } from '@/test/render-with-api'

initTestI18n({ dashboards })

const renderCard = (card: ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{card}</QueryClientProvider>)

/*
 * PeriodCard is fed query options, so these tests give it a small in-memory source of their own: what is under
 * test is the card's state, picker and loading/error handling, whatever call a real card makes. A real card on
 * the real back end: support-tracker-card.test.tsx.
 */
function source<P extends string>(answer: (period: P) => number | Error) {
  const asked: P[] = []
  const options = (period: P) =>
    queryOptions({
      queryKey: ['period-card-test', period],
      queryFn: async () => {
        asked.push(period)
        const reply = answer(period)
        if (reply instanceof Error) throw reply
        return { total: reply }
      },
    })
  return { asked, options }
}

const TOTALS: Record<CardPeriod, number> = { 'Last 28 Days': 1234, 'Last Month': 2345, 'Last Year': 9876 }

describe('PeriodCard', () => {
  it('loads the default period, and a period picked in its header loads and shows that one', async () => {
    const { asked, options } = source<CardPeriod>((period) => TOTALS[period])
    renderCard(
      <PeriodCard title="Orders" query={options}>
        {(data, period) => <p data-testid="body">{`${period}: ${data.total}`}</p>}
      </PeriodCard>,
    )
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(await screen.findByTestId('body')).toHaveTextContent('Last 28 Days: 1234')

    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Period: Orders' }))
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(offered.map((option) => option.textContent)).toEqual(['Last 28 days', 'Last month', 'Last year'])
    await user.click(screen.getByRole('option', { name: 'Last year' }))
    expect(await screen.findByText('Last Year: 9876')).toBeInTheDocument()
    // the picker drawn before Radix's select loaded has given way to Radix's own
    expect(screen.getByRole('combobox', { name: 'Period: Orders' })).toHaveTextContent('Last year')
    expect(asked).toEqual(['Last 28 Days', 'Last Year'])
  })

  it('shows an error with a retry that asks again, and keeps the picker usable meanwhile', async () => {
    let fail = true
    const { asked, options } = source<CardPeriod>((period) => (fail ? new Error('offline') : TOTALS[period]))
    renderCard(
      <PeriodCard title="Orders" query={options}>
        {(data) => <p data-testid="body">{data.total}</p>}
      </PeriodCard>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.')
    expect(screen.getByRole('combobox', { name: 'Period: Orders' })).toBeEnabled()
    expect(screen.queryByTestId('body')).not.toBeInTheDocument()
    fail = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('body')).toHaveTextContent('1234')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(asked).toEqual(['Last 28 Days', 'Last 28 Days'])
  })

  it('re-renders only itself on a switch: the card around it draws once', async () => {
    const { options } = source<CardPeriod>((period) => TOTALS[period])
    let cardRenders = 0
    let bodyRenders = 0
    function Card() {
      cardRenders += 1
      return (
        <PeriodCard title="Orders" query={options}>
          {(data) => {
            bodyRenders += 1
            return <p data-testid="body">{data.total}</p>
          }}
        </PeriodCard>
      )
    }
    renderCard(<Card />)
    expect(await screen.findByTestId('body')).toHaveTextContent('1234')
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Period: Orders' }))
    await user.click(await screen.findByRole('option', { name: 'Last month' }))
    expect(await screen.findByText('2345')).toBeInTheDocument()
    expect(cardRenders).toBe(1)
    // once per answer: while the new period loads, the placeholder stands in for the body
    expect(bodyRenders).toBe(2)
  })
})

describe('PickerCard', () => {
  it('offers the revenue report years as they read, under a "Year" name', async () => {
    const { asked, options } = source<(typeof REPORT_YEAR_CHOICES.values)[number]>((year) => Number(year))
    renderCard(
      <PickerCard title="Revenue report" choices={REPORT_YEAR_CHOICES} query={options}>
        {(data, year) => <p data-testid="body">{`${year}: ${data.total}`}</p>}
      </PickerCard>,
    )
    // this year and the two before it, newest first: the years the report has
    const year = new Date().getUTCFullYear()
    const [now, twoAgo] = [String(year), String(year - 2)]
    expect(await screen.findByTestId('body')).toHaveTextContent(`${now}: ${now}`)
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Year: Revenue report' }))
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      now,
      String(year - 1),
      twoAgo,
    ])
    await user.click(screen.getByRole('option', { name: twoAgo }))
    expect(await screen.findByText(`${twoAgo}: ${twoAgo}`)).toBeInTheDocument()
    expect(asked).toEqual([now, twoAgo])
  })
})
