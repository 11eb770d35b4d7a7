/*
 * The media player page's samples, made here at run time so no media file ships: a short melody synthesised as
 * a WAV, captions written as WebVTT from the page's translated lines, and a poster drawn as SVG.
 */

const RATE = 22050
const BEAT = 0.375

/* An original tune in A minor pentatonic: [note as semitones from A4, length in beats]; null is a rest. */
const TUNE: [number | null, number][] = [
  [0, 1],
  [3, 1],
  [5, 1],
  [7, 2],
  [5, 1],
  [3, 1],
  [0, 2],
  [null, 1],
  [7, 1],
  [10, 1],
  [12, 2],
  [10, 1],
  [7, 1],
  [5, 2],
  [null, 1],
  [3, 1],
  [5, 1],
  [7, 1],
  [5, 1],
  [3, 1],
  [0, 1],
  [-2, 1],
  [0, 4],
]

/** Sixteen-bit mono PCM of the tune: each note a sine with its octave, a quick attack and a soft decay. */
export function createMelodyWav(): Blob {
  const total = TUNE.reduce((sum, [, beats]) => sum + beats, 0) * BEAT
  const frames = Math.ceil(total * RATE)
  const buffer = new ArrayBuffer(44 + frames * 2)
  const view = new DataView(buffer)
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i))
  }
  text(0, 'RIFF')
  view.setUint32(4, 36 + frames * 2, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, RATE, true)
  view.setUint32(28, RATE * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  text(36, 'data')
  view.setUint32(40, frames * 2, true)

  let frame = 0
  for (const [note, beats] of TUNE) {
    const length = Math.round(beats * BEAT * RATE)
    const frequency = note === null ? 0 : 440 * 2 ** (note / 12)
    for (let i = 0; i < length && frame < frames; i++, frame++) {
      const t = i / RATE
      const envelope = Math.min(1, t / 0.01) * Math.exp((-3 * t) / (beats * BEAT))
      const sample =
        frequency === 0
          ? 0
          : envelope *
            (0.6 * Math.sin(2 * Math.PI * frequency * t) + 0.2 * Math.sin(4 * Math.PI * frequency * t))
      view.setInt16(44 + frame * 2, Math.round(sample * 0.5 * 32767), true)
    }
  }
  return new Blob([buffer], { type: 'audio/wav' })
}

/** The tune's length in seconds, for captions that end with it. */
export const MELODY_SECONDS = TUNE.reduce((sum, [, beats]) => sum + beats, 0) * BEAT

const stamp = (seconds: number) => {
  const whole = Math.floor(seconds)
  const ms = String(Math.round((seconds - whole) * 1000)).padStart(3, '0')
  return `00:${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${ms}`
}

/** A WebVTT file of cues spread evenly over the tune. */
export function createCaptionsVtt(lines: string[]): Blob {
  const step = MELODY_SECONDS / lines.length
  const cues = lines.map((line, i) => `${i + 1}\n${stamp(i * step)} --> ${stamp((i + 1) * step)}\n${line}`)
  return new Blob([`WEBVTT\n\n${cues.join('\n\n')}\n`], { type: 'text/vtt' })
}

/** A poster of glazed tiles on a dark ground, as an SVG data URL. */
export function createPosterSvg(): string {
  const colors = ['#4f46e5', '#0e7490', '#15803d', '#b45309', '#be123c', '#6d28d9']
  const tiles = Array.from({ length: 8 * 4 }, (_, i) => {
    const x = 40 + (i % 8) * 70
    const y = 40 + Math.floor(i / 8) * 70
    const fill = colors[(i * 5 + Math.floor(i / 8)) % colors.length]
    return `<rect x="${x}" y="${y}" width="60" height="60" rx="8" fill="${fill}" opacity="${0.55 + ((i * 7) % 5) / 10}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#111827"/>${tiles}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
