import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import profile from '@/i18n/locales/en/profile.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { ProfilePage } from '../profile-page'

initTestI18n({ profile })

describe('ProfilePage', { timeout: 20_000 }, () => {
  it('pages the feed with Load more until the last post', async () => {
    const user = userEvent.setup()
    await renderWithApi(<ProfilePage />, { route: '/pages/profile' })
    expect(await screen.findByText('3 of 8 posts shown', {}, { timeout: 5000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('6 of 8 posts shown')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('8 of 8 posts shown')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('keeps a like and a vote for the signed-in account', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<ProfilePage />, { route: '/pages/profile' })
    const like = (
      await screen.findAllByRole('button', { name: 'Like the post by Ilse Marchetti' }, { timeout: 5000 })
    )[0]
    expect(like).toHaveAttribute('aria-pressed', 'false')
    expect(like).toHaveTextContent(/^Like$/)
    // the count is shown beside the button, in the post's bar
    expect(like.parentElement).toHaveTextContent('8 likes')
    await user.click(like)
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
    expect(like.parentElement).toHaveTextContent('9 likes')
    expect((await store.read('profileState'))['1'].likedPostIds).toContain(2)

    const vote = screen.getByRole('button', { name: 'Vote' })
    expect(vote).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'High gloss' }))
    await user.click(vote)
    expect(await screen.findByRole('button', { name: 'Change vote' })).toBeDisabled()
    expect(screen.getByText('50 votes')).toBeInTheDocument()
    expect((await store.read('profileState'))['1'].pollVote).toBe('gloss')
  })

  it('posts a comment that is kept; an empty one is refused beside the field', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<ProfilePage />, { route: '/pages/profile' })
    const field = (
      await screen.findAllByRole(
        'textbox',
        { name: 'Add a comment on the post by Ilse Marchetti' },
        { timeout: 5000 },
      )
    )[0]
    const form = field.closest('form')!
    const post = within(form).getByRole('button', { name: 'Post' })
    await user.click(post)
    expect(field).toHaveAccessibleDescription('Write a comment first.')
    expect(field).toHaveAttribute('aria-invalid', 'true')

    await user.type(field, 'The border tiles are perfect.')
    await user.click(post)
    expect(await screen.findByText('The border tiles are perfect.')).toBeInTheDocument()
    await waitFor(() => expect(field).toHaveValue(''))
    expect(field).not.toHaveAttribute('aria-invalid')
    const stored = (await store.read('profileState'))['1'].comments
    expect(stored?.map((comment) => comment.text)).toEqual(['The border tiles are perfect.'])
  })
})
