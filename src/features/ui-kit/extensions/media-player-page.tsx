import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { MediaPlayer, type MediaPlayerLabels } from '@/components/ui/media-player'
import { DemoCard } from '../components/demo-card'
import { createCaptionsVtt, createMelodyWav, createPosterSvg } from './sample-media'

const AUDIO_CODE = `<MediaPlayer
  kind="audio"
  src={melodyUrl}
  labels={{ title: 'Kiln song', play: 'Play', pause: 'Pause', seek: 'Seek', … }}
/>`

const VIDEO_CODE = `<MediaPlayer
  kind="video"
  src={clipUrl}
  poster={posterUrl}
  captions={{ src: captionsUrl, srcLang: 'en', label: 'English' }}
  labels={labels}
/>`

/** A blob URL for a sample made at run time, given back when the page closes. */
function useObjectUrl(make: () => Blob, key: string): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    const next = URL.createObjectURL(make())
    setUrl(next)
    return () => URL.revokeObjectURL(next)
    // `make` is rebuilt each render; the key says when the content changes
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return url
}

/** The media player over the native elements: an audio tune and a video with captions, both made in the page. */
export function MediaPlayerPage() {
  const { t, i18n } = useTranslation('uiExtensions')
  const language = i18n.resolvedLanguage ?? i18n.language
  const lines = [1, 2, 3, 4].map((n) => t(`mediaPlayer.cues.${n}` as 'mediaPlayer.cues.1'))
  const melody = useObjectUrl(createMelodyWav, 'melody')
  const captions = useObjectUrl(() => createCaptionsVtt(lines), lines.join('\n'))
  const [poster] = useState(createPosterSvg)
  const labels = (title: string): MediaPlayerLabels => ({
    title,
    play: t('mediaPlayer.play'),
    pause: t('mediaPlayer.pause'),
    playing: t('mediaPlayer.playing', { title }),
    paused: t('mediaPlayer.paused', { title }),
    seek: t('mediaPlayer.seek'),
    timeOf: (current, total) => t('mediaPlayer.timeOf', { current, total }),
    mute: t('mediaPlayer.mute'),
    volume: t('mediaPlayer.volume'),
    speed: t('mediaPlayer.speed'),
    fullscreen: t('mediaPlayer.fullscreen'),
    captions: t('mediaPlayer.captions'),
  })
  return (
    <div>
      <PageHeader title={t('mediaPlayer.title')} intro={t('mediaPlayer.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard title={t('mediaPlayer.audio')} description={t('mediaPlayer.audioHint')} code={AUDIO_CODE}>
          {melody && <MediaPlayer kind="audio" src={melody} labels={labels(t('mediaPlayer.audioTitle'))} />}
        </DemoCard>
        <DemoCard title={t('mediaPlayer.video')} description={t('mediaPlayer.videoHint')} code={VIDEO_CODE}>
          {melody && captions && (
            <MediaPlayer
              kind="video"
              src={melody}
              poster={poster}
              captions={{ src: captions, srcLang: language, label: t('mediaPlayer.captionsLabel') }}
              labels={labels(t('mediaPlayer.videoTitle'))}
            />
          )}
        </DemoCard>
      </div>
    </div>
  )
}
