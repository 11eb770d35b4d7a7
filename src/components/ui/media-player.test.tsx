import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatMediaTime, MediaPlayer, type MediaPlayerLabels } from './media-player'

const labels: MediaPlayerLabels = {
  title: 'Kiln song',
  play: 'Play',
  pause: 'Pause',
  playing: 'Playing: Kiln song',
  paused: 'Paused: Kiln song',
  seek: 'Seek',
  timeOf: (current, total) => `${current} of ${total}`,
  mute: 'Mute',
  volume: 'Volume',
  speed: 'Playback speed',
  fullscreen: 'Full screen',
  captions: 'Captions',
}

/*
 * jsdom plays nothing: play() and pause() are stubbed to do what a browser does, fire the play or pause event.
 * The length of the loaded media is given to the element the way a browser would report it after loading.
 */
let play: ReturnType<typeof vi.fn>
let pause: ReturnType<typeof vi.fn>

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'))
  })
})
afterEach(() => vi.restoreAllMocks())

function loaded(media: HTMLMediaElement, seconds: number) {
  Object.defineProperty(media, 'duration', { configurable: true, value: seconds })
  fireEvent.durationChange(media)
}

describe('formatMediaTime', () => {
  it('writes minutes and seconds, and hours when there are any', () => {
    expect(formatMediaTime(65)).toBe('1:05')
    expect(formatMediaTime(200)).toBe('3:20')
    expect(formatMediaTime(3725)).toBe('1:02:05')
    expect(formatMediaTime(Number.NaN)).toBe('0:00')
  })
})

describe('MediaPlayer', () => {
  it('plays and pauses, naming the button for what it will do and saying what happened', async () => {
    const user = userEvent.setup()
    const { container } = render(<MediaPlayer kind="audio" src="tune.wav" labels={labels} />)
    const media = container.querySelector('audio')!
    expect(screen.getByRole('group', { name: 'Kiln song' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Paused: Kiln song')

    await user.click(screen.getByRole('button', { name: 'Play' }))
    expect(play).toHaveBeenCalledOnce()
    expect(screen.getByRole('status')).toHaveTextContent('Playing: Kiln song')

    await user.click(screen.getByRole('button', { name: 'Pause' }))
    expect(pause).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()

    // the end of the media shows as stopped too
    await user.click(screen.getByRole('button', { name: 'Play' }))
    fireEvent.ended(media)
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
  })

  it('seeks with the slider, which reads the time as "1:05 of 3:20"', async () => {
    const user = userEvent.setup()
    const { container } = render(<MediaPlayer kind="audio" src="tune.wav" labels={labels} />)
    const media = container.querySelector('audio')!
    const seek = screen.getByRole('slider', { name: 'Seek' })
    expect(seek).toHaveAttribute('data-disabled')

    loaded(media, 200)
    expect(seek).not.toHaveAttribute('data-disabled')
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 3:20')
    expect(screen.getByText('0:00 / 3:20')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Play' }))
    seek.focus()
    await user.keyboard('{ArrowRight}')
    expect(media.currentTime).toBe(1)
    expect(seek).toHaveAttribute('aria-valuetext', '0:01 of 3:20')

    // playback moves on: the slider follows the element
    media.currentTime = 65
    fireEvent.timeUpdate(media)
    expect(seek).toHaveAttribute('aria-valuetext', '1:05 of 3:20')
    expect(screen.getByText('1:05 / 3:20')).toBeInTheDocument()
  })

  it('mutes, sets the volume and the speed on the element', async () => {
    const user = userEvent.setup()
    const { container } = render(<MediaPlayer kind="audio" src="tune.wav" labels={labels} />)
    const media = container.querySelector('audio')!
    const mute = screen.getByRole('button', { name: 'Mute' })
    expect(mute).toHaveAttribute('aria-pressed', 'false')
    await user.click(mute)
    expect(media.muted).toBe(true)
    expect(mute).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '0%')

    await user.click(mute)
    expect(media.muted).toBe(false)
    const volume = screen.getByRole('slider', { name: 'Volume' })
    expect(volume).toHaveAttribute('aria-valuetext', '100%')
    volume.focus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(media.volume).toBeCloseTo(0.9)
    expect(volume).toHaveAttribute('aria-valuetext', '90%')

    await user.click(screen.getByRole('combobox', { name: 'Playback speed' }))
    await user.click(await screen.findByRole('option', { name: '1.5×' }))
    expect(media.playbackRate).toBe(1.5)
    expect(screen.getByRole('combobox', { name: 'Playback speed' })).toHaveTextContent('1.5×')
  })

  it('gives a video a captions track and a toggle for it; audio has neither', async () => {
    const user = userEvent.setup()
    const { container, rerender } = render(
      <MediaPlayer
        kind="video"
        src="clip.webm"
        poster="poster.svg"
        captions={{ src: 'captions.vtt', srcLang: 'en', label: 'English' }}
        labels={labels}
      />,
    )
    const track = container.querySelector('video track')!
    expect(track).toHaveAttribute('kind', 'captions')
    expect(track).toHaveAttribute('src', 'captions.vtt')
    const toggle = screen.getByRole('button', { name: 'Captions' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')

    rerender(<MediaPlayer kind="audio" src="tune.wav" labels={labels} />)
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument()
  })
})
