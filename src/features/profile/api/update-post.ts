import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { PostsReply, ProfilePost } from '@contract/profile'
import { POSTS_KEY } from './get-posts'

/** Puts the server's copy of one post into the loaded feed pages (after a like or a comment). */
export function replacePost(queryClient: QueryClient, post: ProfilePost) {
  queryClient.setQueryData<InfiniteData<PostsReply>>(POSTS_KEY, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((old) => (old.id === post.id ? post : old)),
          })),
        }
      : data,
  )
}
