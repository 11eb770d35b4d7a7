import { createCaptionsVtt, createMelodyWav, createPosterSvg, MELODY_SECONDS } from './sample-media'

describe('sample media', () => {
  it('synthesises a mono 16-bit WAV exactly as long as the tune', async () => {
    const wav = createMelodyWav()
    expect(wav.type).toBe('audio/wav')
    const view = new DataView(await wav.arrayBuffer())
    const text = (offset: number) =>
      String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(offset + i)))
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data'])
    const rate = view.getUint32(24, true)
    expect(view.getUint16(22, true)).toBe(1)
    expect(view.getUint16(34, true)).toBe(16)
    expect(view.getUint32(40, true) / 2 / rate).toBeCloseTo(MELODY_SECONDS, 2)
    expect(view.getUint32(4, true)).toBe(wav.size - 8)
    // there is sound in it, not silence
    const samples = Array.from({ length: 2000 }, (_, i) => Math.abs(view.getInt16(44 + (1000 + i) * 2, true)))
    expect(Math.max(...samples)).toBeGreaterThan(5000)
  })

  it('writes WebVTT cues that follow one another over the tune', async () => {
    const vtt = await createCaptionsVtt(['One', 'Two']).text()
    const half = MELODY_SECONDS / 2
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> ')).toBe(true)
    expect(vtt).toContain(`\nOne\n\n2\n`)
    expect(vtt).toMatch(/\n00:00:05\.625 --> 00:00:11\.250\nTwo\n$/)
    expect(half).toBeCloseTo(5.625)
  })

  it('draws the poster as an SVG data URL', () => {
    expect(createPosterSvg()).toMatch(/^data:image\/svg\+xml,%3Csvg/)
  })
})
