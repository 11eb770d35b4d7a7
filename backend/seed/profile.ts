import type { Person, ProfilePost, StoredProfileState, TileArt } from '../../contract/profile'

/*
 * The profile page's content: the same for every account but the header and about card (which come from the
 * account and its settings). Pictures are tile patterns the page draws, so no image files ship.
 */

type SeedPost = Omit<ProfilePost, 'likedByMe'>

const art = (hue: number, pattern: TileArt['pattern'], alt: string): TileArt => ({ hue, pattern, alt })

export const PROFILE_DESIGNATION = 'Interface designer'
export const PROFILE_COVER = art(262, 'diamond', 'A violet mosaic of diamond tiles')
export const PROFILE_JOINED = '2019-03-04'
export const PROFILE_LIVES = 'Bergen, Norway'

export const SUGGESTED_PAGES: Person[] = [
  { id: 1, name: 'Grout & Glaze', avatar: '', note: 'Ceramics workshop' },
  { id: 2, name: 'Pattern Weekly', avatar: '', note: 'Design newsletter' },
  { id: 3, name: 'Kiln Club', avatar: '', note: 'Community' },
  { id: 4, name: 'Terrazzo Today', avatar: '', note: 'Magazine' },
]

export const SUGGESTIONS: Person[] = [
  { id: 11, name: 'Ilse Marchetti', avatar: '', note: '6 mutual friends' },
  { id: 12, name: 'Kwame Osei', avatar: '', note: '3 mutual friends' },
  { id: 13, name: 'Saoirse Byrne', avatar: '', note: '9 mutual friends' },
  { id: 14, name: 'Hiro Tanaka', avatar: '', note: '1 mutual friend' },
]

export const LATEST_PHOTOS: TileArt[] = [
  art(12, 'grid', 'Terracotta floor tiles in a square grid'),
  art(200, 'ring', 'Blue rings on a fountain wall'),
  art(140, 'stripe', 'Green glazed strips on a kitchen wall'),
  art(45, 'diamond', 'Ochre diamonds on a hallway floor'),
  art(300, 'grid', 'Plum mosaic squares'),
  art(180, 'diamond', 'Teal diamond tiles by a pool'),
]

export const POLL = {
  question: 'Which tile finish should the next workshop cover?',
  options: [
    { id: 'matte', label: 'Matte glaze', votes: 14 },
    { id: 'gloss', label: 'High gloss', votes: 9 },
    { id: 'crackle', label: 'Crackle glaze', votes: 21 },
    { id: 'raw', label: 'Unglazed clay', votes: 5 },
  ],
}

const POST_TEXTS: [author: string, text: string, art: TileArt | null, likes: number][] = [
  [
    'Noor Halvorsen',
    'Finished the hallway floor today: 640 hexagons, two broken, one small victory dance.',
    art(30, 'grid', 'A hallway floor of sand-coloured hexagons'),
    42,
  ],
  [
    'Ilse Marchetti',
    'Does anyone have a trick for cutting glass tiles without chipping the edges? Asking for a friend (me).',
    null,
    8,
  ],
  [
    'Kwame Osei',
    'Our studio moved to the old bakery on Strandgaten. The ovens are gone but the blue wall tiles stayed.',
    art(215, 'stripe', 'Blue wall tiles in a former bakery'),
    27,
  ],
  [
    'Saoirse Byrne',
    'Sketch of the week: a border pattern built from only two shapes. Constraints make the best puzzles.',
    art(330, 'diamond', 'A border pattern of two shapes'),
    19,
  ],
  [
    'Noor Halvorsen',
    'Reminder that grout colour changes everything. Same tiles, dark grout, and the room feels twice as busy.',
    null,
    33,
  ],
  [
    'Hiro Tanaka',
    'Visited a tile museum in Seto. Eight hundred years of glazes in one building; I need a week to recover.',
    art(95, 'ring', 'Rings of olive glaze on display plates'),
    51,
  ],
  [
    'Kwame Osei',
    'Workshop slots for next month are open. We will cover layout planning and how to level an uneven wall.',
    null,
    12,
  ],
  [
    'Ilse Marchetti',
    'Update: the glass tiles are cut, the edges are clean, and my thumb has a plaster. Worth it.',
    art(170, 'grid', 'Sea-green glass tiles in a grid'),
    24,
  ],
]

const COMMENTS: Record<number, [string, string][]> = {
  1: [
    ['Kwame Osei', 'Only two broken out of 640 is a record.'],
    ['Saoirse Byrne', 'Post a photo once the grout is in!'],
  ],
  2: [['Hiro Tanaka', 'Score lightly and snap on a soft mat; a wet saw with a fresh blade helps too.']],
  6: [['Noor Halvorsen', 'Adding Seto to my list.']],
}

/** Newest first: post 1 is the newest, a day apart each. */
export function seedProfilePosts(now: Date): SeedPost[] {
  return POST_TEXTS.map(([author, text, picture, likes], index) => {
    const id = index + 1
    return {
      id,
      author,
      avatar: '',
      postedAt: new Date(now.getTime() - (index * 26 + 3) * 3_600_000).toISOString(),
      text,
      art: picture,
      likes,
      comments: (COMMENTS[id] ?? []).map(([commenter, comment], n) => ({
        id: id * 100 + n,
        author: commenter,
        avatar: '',
        text: comment,
      })),
    }
  })
}

/** Keyed by `String(account.id)`; an account without a row has liked nothing and not voted. */
export const seedProfileState = (): Record<string, StoredProfileState> => ({
  '1': { likedPostIds: [3], pollVote: null },
})
export const blankProfileState = (): StoredProfileState => ({ likedPostIds: [], pollVote: null })
