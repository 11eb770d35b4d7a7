/**
 * Every colour an illustration paints with, read from its SVG: fills, strokes. Used by the illustrations' tests
 * to hold them to the skin's tokens (var(--...)), white or none, so they follow light and dark.
 */
export const paintsOf = (svg: Element) =>
  [...svg.querySelectorAll('*')].flatMap((node) =>
    ['fill', 'stroke'].map((name) => node.getAttribute(name)).filter((value) => value !== null),
  )

/** A paint that follows the skin: a token, white (on a primary badge) or nothing. */
export const followsSkin = (paint: string) =>
  /^var\(--[a-z-]+\)$/.test(paint) || paint === '#fff' || paint === 'none'
