import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import blog from '@/i18n/locales/en/blog.json'
import { initTestI18n } from '@/test/i18n'
import { renderWithApi } from '@/test/render-with-api'
import { BlogDetailPage } from '../blog-detail-page'
import { BlogEditPage } from '../blog-edit-page'
import { BlogListPage } from '../blog-list-page'

initTestI18n({ blog })

describe('blog pages', { timeout: 20_000 }, () => {
  it('pages through the posts, the page kept in the address and across a reload', async () => {
    const user = userEvent.setup()
    const { router, unmount } = await renderWithApi(<BlogListPage />, { route: '/pages/blog/list' })
    // each card's "Read more" link carries its post's title
    const postTitles = () =>
      screen.getAllByRole('link', { name: /^Read more: / }).map((link) => link.getAttribute('aria-label'))
    expect(
      await screen.findByRole('heading', { name: 'Five colour rules for a calmer kitchen wall', level: 2 }),
    ).toBeInTheDocument()
    const firstPage = postTitles()
    expect(firstPage).toHaveLength(4)
    const pages = within(screen.getByRole('navigation', { name: 'Pages of posts' }))
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    await user.click(pages.getByRole('button', { name: 'Page 2' }))
    expect(
      await screen.findByRole('heading', { name: 'Filming a time-lapse of a floor being laid', level: 2 }),
    ).toBeInTheDocument()
    const secondPage = postTitles()
    expect(secondPage.length).toBeGreaterThan(0)
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
    expect(router?.state.location.search).toMatchObject({ page: 2 })
    expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
    unmount()

    // a reload: the same address opens on the same page
    await renderWithApi(<BlogListPage />, { route: '/pages/blog/list?page=2' })
    expect(
      await screen.findByRole('heading', { name: 'Filming a time-lapse of a floor being laid', level: 2 }),
    ).toBeInTheDocument()
    expect(postTitles()).toEqual(secondPage)
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  it('posts a comment under the signed-in name and lists it', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<BlogDetailPage id={2} />, { route: '/pages/blog/detail/2' })
    expect(
      await screen.findByRole('heading', { name: 'What a tile museum taught me about patience', level: 1 }),
    ).toBeInTheDocument()
    const form = within(screen.getByRole('form', { name: 'Leave a comment' }))
    await user.click(form.getByRole('button', { name: 'Post comment' }))
    expect(await form.findByText('Write a comment first.')).toBeInTheDocument()
    await user.type(form.getByRole('textbox', { name: /^Comment/ }), 'The shards room sounds wonderful.')
    await user.click(form.getByRole('button', { name: 'Post comment' }))
    expect(await screen.findByText('The shards room sounds wonderful.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeInTheDocument()
    const stored = (await store.read('blogComments')).at(-1)
    expect(stored).toMatchObject({ postId: 2, userFullName: 'Noor Halvorsen' })
  })

  it('removes scripts from stored content before showing it', async () => {
    await renderWithApi(<BlogDetailPage id={1} />, {
      route: '/pages/blog/detail/1',
      seed: (collections) => {
        collections.blogPosts[0].content =
          '<p>Safe</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 1</script>'
      },
    })
    expect(await screen.findByText('Safe')).toBeInTheDocument()
    expect(document.querySelector('[onerror]')).toBeNull()
    expect(document.querySelector('article script, .rich-text-content script')).toBeNull()
  })

  it('saves an edit, and refuses another post’s slug beside the field', async () => {
    const user = userEvent.setup()
    const { store } = await renderWithApi(<BlogEditPage id={3} />, { route: '/pages/blog/edit/3' })
    const form = within(await screen.findByRole('form', { name: 'Edit post' }))
    const slug = form.getByRole('textbox', { name: /^Slug/ })
    await user.clear(slug)
    await user.type(slug, 'pixel-art-ceramic')
    await user.click(form.getByRole('button', { name: 'Save' }))
    expect(await form.findByText('Another post already has this slug.')).toBeInTheDocument()
    expect(slug).toHaveValue('pixel-art-ceramic')

    await user.clear(slug)
    await user.type(slug, 'bread-from-a-tiled-oven')
    const title = form.getByRole('textbox', { name: /^Title/ })
    await user.clear(title)
    await user.type(title, 'Bread from a tiled oven')
    await user.click(form.getByRole('checkbox', { name: 'Quote' }))
    await user.click(form.getByRole('button', { name: 'Save' }))
    await waitFor(async () =>
      expect((await store.read('blogPosts')).find((post) => post.id === 3)).toMatchObject({
        title: 'Bread from a tiled oven',
        slug: 'bread-from-a-tiled-oven',
        tags: ['food', 'quote'],
      }),
    )
  })

  it('says so for an unknown post', async () => {
    await renderWithApi(<BlogDetailPage id={999} />, { route: '/pages/blog/detail/999' })
    expect(await screen.findByRole('heading', { name: 'There is no such post.' })).toBeInTheDocument()
  })
})
