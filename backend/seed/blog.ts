import type { BlogComment, StoredBlogPost } from '../../contract/blog'

/* Six blog posts and a few comments: Tessera's own text. Dates count back from the seed's day. */

const day = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10)

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('')

export function seedBlogPosts(now: Date): StoredBlogPost[] {
  return [
    {
      id: 1,
      title: 'Five colour rules for a calmer kitchen wall',
      slug: 'five-colour-rules-kitchen-wall',
      img: { hue: 24, pattern: 'grid', alt: 'Warm terracotta tiles in a grid' },
      avatar: '',
      userFullName: 'Noor Halvorsen',
      blogPosted: day(now, 2),
      tags: ['fashion', 'food'],
      excerpt: 'Two colours, one accent and a grout that disappears: how to keep a busy wall quiet.',
      content: paragraphs(
        'A kitchen wall carries a lot already: shelves, jars, a kettle that is never quite put away. Tiles that shout add to the noise.',
        '<strong>Rule one:</strong> pick two main colours and one accent, and use the accent on no more than a tenth of the wall.',
        'Match the grout to the lighter tile so the joints fade, and keep patterned tiles behind the hob where the eye expects them.',
      ),
      status: 'published',
    },
    {
      id: 2,
      title: 'What a tile museum taught me about patience',
      slug: 'tile-museum-patience',
      img: { hue: 95, pattern: 'ring', alt: 'Olive rings of glaze on old plates' },
      avatar: '',
      userFullName: 'Hiro Tanaka',
      blogPosted: day(now, 6),
      tags: ['quote'],
      excerpt:
        'Eight hundred years of glazes, and every one of them the result of a failed firing before it.',
      content: paragraphs(
        'The first room of the museum holds shards: broken, cracked, over-fired pieces that potters threw away.',
        'The curator told us every glaze in the later rooms exists because someone kept the shards and tried again.',
      ),
      status: 'published',
    },
    {
      id: 3,
      title: 'Cooking with a tiled oven: a weekend experiment',
      slug: 'cooking-tiled-oven',
      img: { hue: 8, pattern: 'stripe', alt: 'Red brick-like tiles around an oven' },
      avatar: '',
      userFullName: 'Kwame Osei',
      blogPosted: day(now, 11),
      tags: ['food'],
      excerpt:
        'Our studio inherited a bakery oven lined with tiles. We made bread, pizza and one very dark cake.',
      content: paragraphs(
        'Tiles hold heat for hours, which is why old bakeries lined their ovens with them.',
        'The bread came out with a crust we could not get from our home ovens. The cake did not survive the lesson.',
      ),
      status: 'published',
    },
    {
      id: 4,
      title: 'Pixel art, but make it ceramic',
      slug: 'pixel-art-ceramic',
      img: { hue: 280, pattern: 'grid', alt: 'Purple squares forming a pixel sprite' },
      avatar: '',
      userFullName: 'Saoirse Byrne',
      blogPosted: day(now, 17),
      tags: ['gaming', 'fashion'],
      excerpt: 'Square tiles are pixels you can touch. We laid out a game character on a bathroom floor.',
      content: paragraphs(
        'Every square tile is a pixel, which makes a floor a low-resolution screen.',
        'We drew the sprite on squared paper first, counted colours, and ordered ten percent extra of each.',
      ),
      status: 'published',
    },
    {
      id: 5,
      title: 'Filming a time-lapse of a floor being laid',
      slug: 'time-lapse-floor',
      img: { hue: 200, pattern: 'diamond', alt: 'Blue diamond tiles seen from above' },
      avatar: '',
      userFullName: 'Ilse Marchetti',
      blogPosted: day(now, 23),
      tags: ['video'],
      excerpt: 'Three days of work in ninety seconds, and what we learned about camera placement.',
      content: paragraphs(
        'Mount the camera high and away from the doorway: people walk in front of it more than you think.',
        'One frame every ten seconds turned three days into a clip short enough to watch twice.',
      ),
      status: 'published',
    },
    {
      id: 6,
      title: 'Notes for a post on outdoor tiles',
      slug: 'outdoor-tiles-notes',
      img: { hue: 160, pattern: 'stripe', alt: 'Green stripes of outdoor tiles' },
      avatar: '',
      userFullName: 'Noor Halvorsen',
      blogPosted: day(now, 30),
      tags: ['fashion'],
      excerpt: 'A draft: frost, slip resistance and why the slope of a terrace matters.',
      content: paragraphs(
        'Frost-proof tiles, a slope of one percent, and a bed of mortar with no gaps underneath.',
      ),
      status: 'draft',
    },
  ]
}

export function seedBlogComments(now: Date): BlogComment[] {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString()
  return [
    {
      id: 1,
      postId: 1,
      avatar: '',
      userFullName: 'Kwame Osei',
      commentedAt: at(30),
      commentText: 'The grout tip alone changed our kitchen. Thank you!',
    },
    {
      id: 2,
      postId: 1,
      avatar: '',
      userFullName: 'Saoirse Byrne',
      commentedAt: at(20),
      commentText: 'Would rule one hold for a bathroom too?',
    },
    {
      id: 3,
      postId: 2,
      avatar: '',
      userFullName: 'Ilse Marchetti',
      commentedAt: at(100),
      commentText: 'Keeping the shards is a lovely idea.',
    },
    {
      id: 4,
      postId: 4,
      avatar: '',
      userFullName: 'Hiro Tanaka',
      commentedAt: at(300),
      commentText: 'Which character did you choose?',
    },
  ]
}
