import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { interpolation, intlFormatter } from '@/i18n/format'
import common from '@/i18n/locales/en/common.json'
import arExtensions from '@/i18n/locales/ar/uiExtensions.json'
import deExtensions from '@/i18n/locales/de/uiExtensions.json'
import uiExtensions from '@/i18n/locales/en/uiExtensions.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { I18nPage } from './i18n-page'

const changeLanguage = vi.fn()
vi.mock('@/i18n', () => ({ changeLanguage: (code: string) => changeLanguage(code) }))

function renderPage() {
  const i18n = createInstance()
  void i18n
    .use(initReactI18next)
    .use(intlFormatter)
    .init({
      lng: 'en',
      resources: {
        en: { common, uikit, uiExtensions },
        de: { uiExtensions: deExtensions },
        ar: { uiExtensions: arExtensions },
      },
      ns: ['common', 'uikit', 'uiExtensions'],
      defaultNS: 'common',
      interpolation,
      react: { useSuspense: false },
    })
  render(
    <I18nextProvider i18n={i18n}>
      <I18nPage />
    </I18nextProvider>,
  )
  return i18n
}

describe('I18nPage', () => {
  it('shows the card in Arabic, right to left, with its plural forms following the counter', async () => {
    const user = userEvent.setup()
    const i18n = renderPage()
    const card = screen.getByRole('region', { name: 'نموذج بالعربية' })
    expect(card).toHaveAttribute('dir', 'rtl')
    expect(card).toHaveAttribute('lang', 'ar')
    const sentence = within(card).getByText(/غير مقروء/)
    expect(sentence).toHaveTextContent('لديك 3 رسائل غير مقروءة.')

    const fewer = within(card).getByRole('button', { name: 'رسالة أقل' })
    const more = within(card).getByRole('button', { name: 'رسالة أكثر' })
    await user.click(fewer)
    expect(sentence).toHaveTextContent('لديك رسالتان غير مقروءتين.')
    await user.click(fewer)
    expect(sentence).toHaveTextContent('لديك رسالة واحدة غير مقروءة.')
    await user.click(fewer)
    expect(sentence).toHaveTextContent('لا توجد لديك رسائل غير مقروءة.')
    expect(fewer).toBeDisabled()
    await user.click(within(card).getByRole('button', { name: 'عرض 11' }))
    expect(sentence).toHaveTextContent('لديك 11 رسالة غير مقروءة.')
    expect(within(card).getByText(/«many»/)).toBeInTheDocument()
    await user.click(more)
    expect(sentence).toHaveTextContent('لديك 12 رسالة غير مقروءة.')

    // the app's own language has not moved
    expect(i18n.language).toBe('en')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internationalization')
  }, 15_000)

  it('switches the card to German locally, and the app only through its button', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('combobox', { name: 'Card language' }))
    await user.click(screen.getByRole('option', { name: 'Deutsch' }))
    const card = await screen.findByRole('region', { name: 'Beispiel auf Deutsch' })
    expect(card).toHaveAttribute('dir', 'ltr')
    expect(within(card).getByText('Sie haben 3 ungelesene Nachrichten.')).toBeInTheDocument()
    expect(within(card).getByText('1.234.567,891')).toBeInTheDocument()
    expect(changeLanguage).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Use Deutsch for the whole app' }))
    expect(changeLanguage).toHaveBeenCalledWith('de')
  }, 15_000)
})
