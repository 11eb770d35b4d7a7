/* Sixty made-up tiles of a made-up shop: ten glazes in six shapes, with a price and a stock count. */
const GLAZES = ['Sage', 'Ochre', 'Slate', 'Coral', 'Ivory', 'Indigo', 'Umber', 'Moss', 'Pearl', 'Rust']
const SHAPES = ['Square', 'Hexagon', 'Subway', 'Fishscale', 'Chevron', 'Penny']

export interface Tile {
  sku: string
  name: string
  price: number
  stock: number
}

export const TILES: Tile[] = GLAZES.flatMap((glaze, g) =>
  SHAPES.map((shape, s) => {
    const n = g * SHAPES.length + s
    return {
      sku: `TS-${String(101 + n)}`,
      name: `${glaze} ${shape}`,
      price: 18 + ((n * 37) % 71),
      stock: (n * 53) % 140,
    }
  }),
)
