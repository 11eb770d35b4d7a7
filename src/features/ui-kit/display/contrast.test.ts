import { composite, contrastRatio, measureContrast, parseColor } from './contrast'

describe('contrast', () => {
  it('reads rgb, rgba and hex colours, and refuses anything else', () => {
    expect(parseColor('rgb(79, 70, 229)')).toEqual({ r: 79, g: 70, b: 229, a: 1 })
    expect(parseColor('rgba(79, 70, 229, 0.1)')).toEqual({ r: 79, g: 70, b: 229, a: 0.1 })
    expect(parseColor('rgb(79 70 229 / 50%)')).toEqual({ r: 79, g: 70, b: 229, a: 0.5 })
    expect(parseColor('#4f46e51a')?.a).toBeCloseTo(0.1, 2)
    expect(parseColor('oklch(0.5 0.2 270)')).toBeNull()
    expect(parseColor('')).toBeNull()
  })

  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    const white = { r: 255, g: 255, b: 255, a: 1 }
    const black = { r: 0, g: 0, b: 0, a: 1 }
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5)
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5)
    expect(contrastRatio(white, white)).toBe(1)
  })

  it('lays a translucent fill over the backdrop before measuring', () => {
    const half = composite({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 })
    expect(half.r).toBeCloseTo(127.5)
    // white on the primary fill is AA; the ink on its 1a light fill over a white card is too
    expect(measureContrast('rgb(255, 255, 255)', 'rgb(79, 70, 229)')).toBeGreaterThan(4.5)
    expect(
      measureContrast('rgb(79, 70, 229)', 'rgba(79, 70, 229, 0.1)', 'rgb(255, 255, 255)'),
    ).toBeGreaterThan(4.5)
    expect(measureContrast('nonsense', 'rgb(0, 0, 0)')).toBeNull()
  })
})
