import Captions from 'lucide-react/icons/captions'
import Maximize from 'lucide-react/icons/maximize'
import Minimize from 'lucide-react/icons/minimize'
import Pause from 'lucide-react/icons/pause'
import Play from 'lucide-react/icons/play'
import Volume2 from 'lucide-react/icons/volume-2'
import VolumeX from 'lucide-react/icons/volume-x'
import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react'
import { cn } from '@/lib/utils'
import { Button } from './button'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'
import { Slider } from './slider'

export interface MediaPlayerLabels {
  /** Names the player as a whole, e.g. "Tile kiln tour". */
  title: string
  play: string
  pause: string
  /** Said in the status region when playback starts and stops. */
  playing: string
  paused: string
  seek: string
  /** "1:05 of 3:20": the seek slider's value text. */
  timeOf: (current: string, total: string) => string
  mute: string
  volume: string
  speed: string
  fullscreen: string
  captions: string
}

export interface MediaTrack {
  src: string
  srcLang: string
  label: string
}

export interface MediaPlayerProps {
  kind: 'audio' | 'video'
  src: string
  labels: MediaPlayerLabels
  /** The still a video shows before it plays. */
  poster?: string
  /** WebVTT captions for a video; the captions button shows and hides them. */
  captions?: MediaTrack
  /** Playback speeds offered. */
  speeds?: readonly number[]
  className?: string
}

/** 65 → "1:05", 3725 → "1:02:05". */
export function formatMediaTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

interface MediaState {
  playing: boolean
  current: number
  duration: number
  volume: number
  muted: boolean
  rate: number
}

const DEFAULT_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const

/**
 * The native `<audio>`/`<video>` element with the app's own controls: play and pause (the change is also said
 * in a status region), a seek slider whose value reads "1:05 of 3:20", time, mute and volume, playback speed,
 * and for video fullscreen and a captions toggle. The element is the only source of truth: every control writes
 * to it and the display follows its events.
 */
export function MediaPlayer({
  kind,
  src,
  labels,
  poster,
  captions,
  speeds = DEFAULT_SPEEDS,
  className,
}: MediaPlayerProps) {
  const mediaRef = useRef<HTMLMediaElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [state, setState] = useState<MediaState>({
    playing: false,
    current: 0,
    duration: 0,
    volume: 1,
    muted: false,
    rate: 1,
  })
  const [captionsOn, setCaptionsOn] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)
  // a page in an iframe without allow="fullscreen", or a browser without it, gets no button
  const canFullscreen = kind === 'video' && 'fullscreenEnabled' in document && document.fullscreenEnabled

  const sync = useCallback((event?: SyntheticEvent<HTMLMediaElement>) => {
    const media = event?.currentTarget ?? mediaRef.current
    if (!media) return
    // playing is left to the play, pause and ended events
    setState((previous) => ({
      ...previous,
      current: media.currentTime,
      duration: Number.isFinite(media.duration) ? media.duration : 0,
      volume: media.volume,
      muted: media.muted,
      rate: media.playbackRate,
    }))
  }, [])

  // play and pause events carry the state: a play() the browser refuses never shows as playing
  const onPlay = () => setState((previous) => ({ ...previous, playing: true }))
  const onPause = () => setState((previous) => ({ ...previous, playing: false }))

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  useEffect(() => {
    const tracks = mediaRef.current?.textTracks
    if (!tracks) return
    for (const track of Array.from(tracks)) track.mode = captionsOn ? 'showing' : 'hidden'
  }, [captionsOn])

  const togglePlay = () => {
    const media = mediaRef.current
    if (!media) return
    if (state.playing) media.pause()
    else void media.play()?.catch(() => {})
  }

  const seek = (seconds: number) => {
    const media = mediaRef.current
    if (!media) return
    media.currentTime = seconds
    setState((previous) => ({ ...previous, current: seconds }))
  }

  const write = (change: (media: HTMLMediaElement) => void) => {
    const media = mediaRef.current
    if (!media) return
    change(media)
    sync()
  }

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void frameRef.current?.requestFullscreen()
  }

  const time = `${formatMediaTime(state.current)} / ${formatMediaTime(state.duration)}`
  const volumePercent = Math.round((state.muted ? 0 : state.volume) * 100)
  const mediaProps = {
    src,
    preload: 'metadata' as const,
    onPlay,
    onPause,
    onEnded: onPause,
    onTimeUpdate: sync,
    onDurationChange: sync,
    onLoadedMetadata: sync,
    onVolumeChange: sync,
    onRateChange: sync,
  }

  return (
    <div
      ref={frameRef}
      role="group"
      aria-labelledby={titleId}
      data-slot="media-player"
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border bg-card',
        fullscreen && 'justify-center bg-black',
        className,
      )}
    >
      <span id={titleId} className="sr-only">
        {labels.title}
      </span>
      {kind === 'video' ? (
        // the caller's captions become the track below (the rule cannot see through the condition)
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- captions come in as a prop
        <video
          ref={(node) => {
            mediaRef.current = node
          }}
          poster={poster}
          playsInline
          className={cn('aspect-video w-full bg-black object-contain', fullscreen && 'max-h-[85vh]')}
          onClick={togglePlay}
          {...mediaProps}
        >
          {captions && (
            <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} />
          )}
        </video>
      ) : (
        // audio has no picture to caption: a transcript, when the sound has words, belongs beside the player
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- captions are for video
        <audio
          ref={(node) => {
            mediaRef.current = node
          }}
          {...mediaProps}
        />
      )}
      <p role="status" className="sr-only">
        {state.playing ? labels.playing : labels.paused}
      </p>
      <div className="flex flex-col gap-2 p-3">
        {/* time runs left to right in every language, as on any player: the seek row is not mirrored */}
        <div dir="ltr" className="flex items-center gap-3">
          <Slider
            dir="ltr"
            thumbLabels={[labels.seek]}
            valueText={(value) => labels.timeOf(formatMediaTime(value), formatMediaTime(state.duration))}
            min={0}
            max={Math.max(state.duration, 0.1)}
            step={1}
            disabled={state.duration === 0}
            value={[Math.min(state.current, state.duration)]}
            onValueChange={([value]) => seek(value)}
          />
          <span aria-hidden className="shrink-0 text-sm text-muted-foreground tabular-nums" dir="ltr">
            {time}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="icon" aria-label={state.playing ? labels.pause : labels.play} onClick={togglePlay}>
            {state.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={labels.mute}
            aria-pressed={state.muted}
            onClick={() => write((media) => (media.muted = !media.muted))}
          >
            {state.muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
          </Button>
          <Slider
            className="shrink-0 data-[orientation=horizontal]:w-24"
            thumbLabels={[labels.volume]}
            valueText={(value) => `${value}%`}
            min={0}
            max={100}
            step={5}
            value={[volumePercent]}
            onValueChange={([value]) =>
              write((media) => {
                media.volume = value / 100
                media.muted = value === 0
              })
            }
          />
          <div className="ms-auto flex items-center gap-2">
            <Select
              value={String(state.rate)}
              onValueChange={(value) => write((media) => (media.playbackRate = Number(value)))}
            >
              <SelectTrigger size="sm" aria-label={labels.speed} className="w-20">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {speeds.map((speed) => (
                  <SelectItem key={speed} value={String(speed)}>
                    {`${speed}×`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {kind === 'video' && captions && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={labels.captions}
                aria-pressed={captionsOn}
                className="aria-pressed:bg-primary-light aria-pressed:text-primary-ink"
                onClick={() => setCaptionsOn((on) => !on)}
              >
                <Captions aria-hidden />
              </Button>
            )}
            {canFullscreen && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={labels.fullscreen}
                aria-pressed={fullscreen}
                onClick={toggleFullscreen}
              >
                {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
