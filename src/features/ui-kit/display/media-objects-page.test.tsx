import { render, screen, within } from '@testing-library/react'
import uiDisplay from '@/i18n/locales/en/uiDisplay.json'
import uikit from '@/i18n/locales/en/uikit.json'
import { initTestI18n } from '@/test/i18n'
import { MediaObjectsPage } from './media-objects-page'

initTestI18n({ uikit, uiDisplay })

describe('MediaObjectsPage', () => {
  it('nests each reply inside the comment it answers', () => {
    render(<MediaObjectsPage />)
    const question = screen.getByText(uiDisplay.mediaObjects.nested.question.text).closest('li')!
    const replies = within(question).getAllByRole('listitem')
    expect(replies).toHaveLength(2)
    expect(within(replies[0]).getByText(uiDisplay.mediaObjects.nested.answer.text)).toBeInTheDocument()
    expect(within(replies[1]).getByText(uiDisplay.mediaObjects.nested.thanks.text)).toBeInTheDocument()
    // the follow-up is a sibling at the top level, not a reply
    expect(within(question).queryByText(uiDisplay.mediaObjects.nested.followUp.text)).not.toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: 'Tariq Haddad' })).toHaveLength(2)
  })
})
