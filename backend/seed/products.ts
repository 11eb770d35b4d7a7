import type {
  Order,
  Product,
  ProductBrand,
  ProductCategory,
  ProductColor,
  SavedAddress,
} from '../../contract/ecommerce'
import { priceCart } from '../../contract/ecommerce-pricing'
import { createRandom, isoDay, DAY_MS } from './prng'

/**
 * Tessera's own catalogue: 32 products, four in each category. The pictures are small SVG drawings in
 * public/images/products/, one per colour and a close-up (scripts/draw-products.mjs draws them from this list's
 * category and colours). The catalogue is read-only, so it is a constant rather than a stored collection: every account sees the same one.
 */

type Row = [
  name: string,
  brand: ProductBrand,
  category: ProductCategory,
  price: number,
  rating: number,
  stock: number,
  freeShipping: boolean,
  colors: ProductColor[],
  description: string,
]

const ROWS: Row[] = [
  [
    'Terracotta Hex Tile Set',
    'Atelier Ciro',
    'tiles',
    48,
    5,
    40,
    true,
    ['danger', 'warning'],
    'Twenty hand-pressed hexagon tiles in warm terracotta, sealed for kitchens and bathrooms.',
  ],
  [
    'Glazed Metro Tiles',
    'Atelier Ciro',
    'tiles',
    36.5,
    4,
    60,
    false,
    ['info', 'primary', 'success'],
    'A box of thirty glossy metro tiles with bevelled edges that catch the light.',
  ],
  [
    'Mosaic Starter Kit',
    'Fennick & Co',
    'tiles',
    29.99,
    4,
    25,
    true,
    ['primary', 'warning', 'info'],
    'Glass tesserae, a backing board and grout: everything for a first mosaic coaster.',
  ],
  [
    'Encaustic Floor Sample',
    'Oakhollow',
    'tiles',
    12,
    3,
    8,
    false,
    ['success', 'danger'],
    'One cement tile with an inlaid four-petal pattern, to try a floor before buying it.',
  ],
  [
    'Arc Floor Lamp',
    'Lumen Row',
    'lighting',
    189,
    5,
    12,
    true,
    ['warning', 'primary'],
    'A brushed steel arc with a linen shade that reaches over a sofa from the corner.',
  ],
  [
    'Pebble Desk Light',
    'Lumen Row',
    'lighting',
    54,
    4,
    30,
    true,
    ['info', 'success', 'danger'],
    'A rounded desk lamp with three warm settings and a dimmer under your thumb.',
  ],
  [
    'Lantern String Lights',
    'Brightwell',
    'lighting',
    22.5,
    3,
    70,
    false,
    ['warning'],
    'Ten paper lanterns on a six-metre string, for balconies and long summer evenings.',
  ],
  [
    'Opal Pendant',
    'Brightwell',
    'lighting',
    96,
    4,
    0,
    false,
    ['primary', 'info'],
    'A hand-blown opal glass globe that spreads soft, even light over a dining table.',
  ],
  [
    'Oak Reading Chair',
    'Oakhollow',
    'furniture',
    420,
    5,
    5,
    true,
    ['warning', 'success'],
    'Solid oak frame, wool cushions and a back angled for hours with a long novel.',
  ],
  [
    'Nesting Side Tables',
    'Oakhollow',
    'furniture',
    145,
    4,
    18,
    true,
    ['primary', 'warning'],
    'Two round tables that tuck into each other when the guests have gone home.',
  ],
  [
    'Wall Shelf Trio',
    'Fennick & Co',
    'furniture',
    68,
    3,
    22,
    false,
    ['success', 'info', 'danger'],
    'Three floating shelves in stepped lengths, with hidden brackets and all the screws.',
  ],
  [
    'Folding Bistro Stool',
    'Fennick & Co',
    'furniture',
    39,
    2,
    35,
    false,
    ['danger', 'primary'],
    'A powder-coated steel stool that folds flat behind a door when not in use.',
  ],
  [
    'Woven Throw',
    'Verdant',
    'textiles',
    58,
    5,
    28,
    true,
    ['success', 'warning'],
    'A heavy cotton throw with a tile-inspired weave and knotted tassels at each end.',
  ],
  [
    'Linen Cushion Cover',
    'Verdant',
    'textiles',
    19.5,
    4,
    90,
    false,
    ['info', 'danger', 'warning'],
    'Stone-washed linen with a hidden zip; fits a standard 45 cm cushion.',
  ],
  [
    'Kilim Runner',
    'Atelier Ciro',
    'textiles',
    132,
    4,
    9,
    true,
    ['danger', 'primary'],
    'A flat-woven hallway runner in wool, dyed with plant colours in small batches.',
  ],
  [
    'Waffle Bath Towels',
    'Verdant',
    'textiles',
    34,
    3,
    50,
    false,
    ['info', 'success'],
    'Two quick-drying waffle towels that grow softer with every wash.',
  ],
  [
    'Stoneware Mug Pair',
    'Fennick & Co',
    'kitchen',
    26,
    5,
    80,
    false,
    ['primary', 'info', 'success'],
    'Two speckled stoneware mugs that hold a generous 350 ml each.',
  ],
  [
    'Copper Pour-Over Kettle',
    'Brightwell',
    'kitchen',
    72,
    4,
    15,
    true,
    ['warning'],
    'A gooseneck kettle with a thermometer in the lid for a slow, even pour.',
  ],
  [
    'Olive Wood Board',
    'Oakhollow',
    'kitchen',
    44,
    4,
    26,
    false,
    ['warning', 'success'],
    'A serving board cut from one piece of olive wood, each grain pattern unique.',
  ],
  [
    'Enamel Casserole',
    'Atelier Ciro',
    'kitchen',
    158,
    5,
    7,
    true,
    ['danger', 'primary', 'info'],
    'A cast-iron pot with an enamel glaze that goes from the oven to the table.',
  ],
  [
    'Dot Grid Notebook',
    'Quill House',
    'stationery',
    16,
    5,
    120,
    false,
    ['primary', 'danger', 'success'],
    'A5, 192 numbered pages of 100 g paper that takes fountain pen ink without bleeding.',
  ],
  [
    'Brass Fountain Pen',
    'Quill House',
    'stationery',
    64,
    4,
    20,
    true,
    ['warning'],
    'A weighty brass pen with a fine steel nib that darkens into a patina over time.',
  ],
  [
    'Watercolour Travel Tin',
    'Quill House',
    'stationery',
    38,
    4,
    33,
    false,
    ['info', 'success', 'warning'],
    'Twelve half pans and a water brush in a tin that fits a coat pocket.',
  ],
  [
    'Desk Planner Pad',
    'Fennick & Co',
    'stationery',
    12.5,
    3,
    75,
    false,
    ['success', 'primary'],
    'Tear-off weekly pages with room for priorities, errands and one good thing.',
  ],
  [
    'Studio Headphones',
    'Sonora',
    'audio',
    149,
    5,
    14,
    true,
    ['primary', 'danger'],
    'Closed-back headphones with a flat, honest sound and ear pads that stay cool.',
  ],
  [
    'Pocket Speaker',
    'Sonora',
    'audio',
    45,
    4,
    40,
    true,
    ['info', 'success', 'warning'],
    'A splash-proof speaker the size of a pebble, with twelve hours of play.',
  ],
  [
    'Walnut Turntable',
    'Sonora',
    'audio',
    310,
    4,
    4,
    true,
    ['warning'],
    'A belt-driven record player in a walnut plinth, with a built-in preamp.',
  ],
  [
    'Clip Radio',
    'Brightwell',
    'audio',
    27,
    2,
    55,
    false,
    ['danger', 'info'],
    'A small FM radio that clips onto a shower rail or a backpack strap.',
  ],
  [
    'Terrazzo Planter',
    'Verdant',
    'garden',
    42,
    5,
    24,
    false,
    ['success', 'primary'],
    'A terrazzo pot with a drainage hole and a matching saucer, for a 20 cm plant.',
  ],
  [
    'Herb Window Box',
    'Verdant',
    'garden',
    31,
    4,
    36,
    false,
    ['success'],
    'A slim zinc box with three compartments for basil, thyme and parsley.',
  ],
  [
    'Watering Can',
    'Brightwell',
    'garden',
    24,
    3,
    45,
    false,
    ['info', 'warning'],
    'A two-litre can with a long spout that reaches the back of crowded shelves.',
  ],
  [
    'Garden Mosaic Stepping Stone',
    'Atelier Ciro',
    'garden',
    58,
    4,
    11,
    true,
    ['primary', 'success', 'danger'],
    'A frost-proof stepping stone set with a sunburst of glass tesserae.',
  ],
]

/** The colours' names in the pictures' alt text (the seed's text is English, like the product names). */
const COLOR_NAMES: Record<ProductColor, string> = {
  primary: 'violet',
  success: 'green',
  warning: 'amber',
  danger: 'red',
  info: 'teal',
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The catalogue; offers and discounts are drawn from a fixed seed, so every run gives the same numbers. */
export function seedProducts(): Product[] {
  const random = createRandom(20_261_125)
  return ROWS.map(
    ([name, brand, category, price, rating, stock, freeShipping, colors, description], index) => {
      const slug = slugOf(name)
      // one drawing per colour (the first colour's is the product's main picture), then the close-up
      const images = [
        ...colors.map((color, colorIndex) => ({
          src: `/images/products/${slug}${colorIndex === 0 ? '' : `-${color}`}.svg`,
          alt: `Drawing of the ${name.toLowerCase()} in ${COLOR_NAMES[color]}`,
          color,
        })),
        {
          src: `/images/products/${slug}-detail.svg`,
          alt: `Close-up of the ${name.toLowerCase()}'s pattern`,
        },
      ]
      return {
        id: index + 1,
        slug,
        name,
        brand,
        category,
        description,
        price,
        rating,
        stock,
        hasFreeShipping: freeShipping,
        colorOptions: colors,
        offers: random.int(1, 4),
        discountPercentage: random.int(3, 20),
        image: images[0].src,
        images,
      }
    },
  )
}

/** Read once per module: the catalogue never changes while the back end runs. */
export const CATALOGUE: readonly Product[] = seedProducts()

// ------------------------------------------------------------------------------------------------ per account

/** What a demo account starts with; an account with no entry of its own (a new one) starts from the same. */
export const DEMO_CART = [
  { productId: 2, qty: 2 },
  { productId: 6, qty: 1 },
  { productId: 21, qty: 3 },
]
export const DEMO_WISHLIST = [{ productId: 5 }, { productId: 13 }, { productId: 25 }, { productId: 29 }]

export const DEMO_ADDRESSES: SavedAddress[] = [
  {
    id: 1,
    fullName: 'Noor Halvorsen',
    mobile: '+1 415 555 0142',
    street: '18 Tessellate Lane, Apt 4',
    landmark: 'Opposite the tile museum',
    city: 'Portland',
    state: 'Oregon',
    postcode: '97205',
    type: 'home',
  },
  {
    id: 2,
    fullName: 'Noor Halvorsen',
    mobile: '+1 415 555 0199',
    street: '240 Grout Street, Floor 3',
    landmark: '',
    city: 'Portland',
    state: 'Oregon',
    postcode: '97209',
    type: 'office',
  },
]

/** A saved address without its id: what an order keeps. */
export const addressFields = ({ id: _id, ...fields }: SavedAddress) => fields

export const orderNumber = (id: number) => `TS-${String(10_000 + id)}`

/** Two past orders, so the orders list and the dashboard have something to show before the first checkout. */
export function demoOrders(now: Date): Order[] {
  const rows: [id: number, daysAgo: number, lines: [number, number][], status: Order['status']][] = [
    [
      2,
      3,
      [
        [17, 2],
        [30, 1],
      ],
      'shipped',
    ],
    [
      1,
      12,
      [
        [9, 1],
        [14, 2],
      ],
      'delivered',
    ],
  ]
  return rows.map(([id, daysAgo, lines, status]) => {
    const items = lines.map(([productId, qty]) => {
      const product = CATALOGUE[productId - 1]
      return {
        productId,
        slug: product.slug,
        name: product.name,
        brand: product.brand,
        image: product.image,
        imageAlt: product.images[0].alt,
        price: product.price,
        discountPercentage: product.discountPercentage,
        qty,
      }
    })
    const priced = items.map((item) => ({
      ...item,
      hasFreeShipping: CATALOGUE[item.productId - 1].hasFreeShipping,
    }))
    const placedAt = new Date(now.getTime() - daysAgo * DAY_MS)
    return {
      id,
      number: orderNumber(id),
      placedAt: placedAt.toISOString(),
      status,
      deliveryDate: isoDay(placedAt, 5),
      items,
      prices: priceCart(priced),
      coupon: null,
      address: addressFields(DEMO_ADDRESSES[0]),
      payment: { method: 'card', cardLast4: '4242' },
    }
  })
}

/** The collections, keyed by `String(account.id)`: the demo accounts have their own rows. */
export function seedShopCollections(now: Date, accountIds: number[]) {
  const keyed = <T>(make: () => T) => Object.fromEntries(accountIds.map((id) => [String(id), make()]))
  return {
    carts: keyed(() => DEMO_CART.map((line) => ({ ...line }))),
    wishlists: keyed(() => DEMO_WISHLIST.map((line) => ({ ...line }))),
    addresses: keyed(() => DEMO_ADDRESSES.map((address) => ({ ...address }))),
    orders: keyed(() => demoOrders(now)),
  }
}
