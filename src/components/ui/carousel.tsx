import fadePlugin from 'embla-carousel-fade'
import useEmblaCarousel from 'embla-carousel-react'
import type { EmblaOptionsType } from 'embla-carousel'
import type { LucideIcon } from 'lucide-react'
import ChevronLeft from 'lucide-react/icons/chevron-left'
import ChevronRight from 'lucide-react/icons/chevron-right'
import Pause from 'lucide-react/icons/pause'
import Play from 'lucide-react/icons/play'
import {
  Children,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { Button } from './button'
import { useHtmlDir } from './use-html-attributes'

export interface CarouselProps {
  /** Names the carousel region ("Featured collections"). */
  label: string
  /** One child per slide. */
  children: ReactNode
  /** Embla options (loop, align, slidesToScroll, breakpoints…); the direction follows the document. */
  options?: Omit<EmblaOptionsType, 'direction' | 'axis'>
  orientation?: 'horizontal' | 'vertical'
  /** `fade` crossfades one slide into the next instead of sliding (one slide per view, horizontal only). */
  effect?: 'slide' | 'fade'
  /** Milliseconds between slides; the carousel then shows a pause button (WCAG 2.2.2). */
  autoplay?: number
  /** Dots that pick a slide, thumbnails (one per slide, drawn by the caller), or none. */
  indicators?: 'dots' | 'none'
  thumbnails?: ReactNode[]
  /** A bar showing how far the carousel has scrolled. */
  progress?: boolean
  /** Classes per slide: widths for several per view (`basis-1/2 lg:basis-1/3`). */
  slideClassName?: string
  /** Classes for the viewport: a height for the vertical carousel. */
  viewportClassName?: string
  className?: string
}

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>

/** One value read from Embla, kept current by its select, reInit and scroll events. */
function useEmblaValue<T>(api: EmblaApi | undefined, get: (embla: EmblaApi) => T, fallback: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {}
      api.on('select', onChange).on('reInit', onChange).on('scroll', onChange)
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('scroll', onChange)
      }
    },
    [api],
  )
  return useSyncExternalStore(
    subscribe,
    () => (api ? get(api) : fallback),
    () => fallback,
  )
}

function usePrefersReducedMotion() {
  const [reduced] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false)
  return reduced
}

/**
 * A carousel on Embla: prev/next buttons with labels, slide pickers, autoplay with a pause button (stopped while
 * the pointer or focus is inside, and from the start for people who ask for less motion), arrow keys, loop, and
 * right-to-left from the document. The region is a `carousel` and each slide a `slide` named "2 of 5".
 */
export function Carousel({
  label,
  children,
  options,
  orientation = 'horizontal',
  effect = 'slide',
  autoplay,
  indicators = 'dots',
  thumbnails,
  progress,
  slideClassName,
  viewportClassName,
  className,
}: CarouselProps) {
  const { t } = useTranslation('common')
  const dir = useHtmlDir()
  const vertical = orientation === 'vertical'
  const fade = effect === 'fade' && !vertical
  // Embla re-initialises when the plugin list changes identity, so it is made once per effect
  const plugins = useMemo(() => (fade ? [fadePlugin()] : []), [fade])
  const [viewportRef, api] = useEmblaCarousel(
    { ...options, axis: vertical ? 'y' : 'x', direction: vertical ? 'ltr' : dir },
    plugins,
  )
  const slides = Children.toArray(children)
  // Embla is the source of truth: read its state on its events instead of copying it into React state
  const selected = useEmblaValue(api, (embla) => embla.selectedScrollSnap(), 0)
  const snapCount = useEmblaValue(api, (embla) => embla.scrollSnapList().length, 0)
  const canPrev = useEmblaValue(api, (embla) => embla.canScrollPrev(), false)
  const canNext = useEmblaValue(api, (embla) => embla.canScrollNext(), false)
  const scrolled = useEmblaValue(
    api,
    (embla) => Math.round(Math.max(0, Math.min(1, embla.scrollProgress())) * 100),
    0,
  )
  const reducedMotion = usePrefersReducedMotion()
  const [playing, setPlaying] = useState(Boolean(autoplay) && !reducedMotion)
  const [held, setHeld] = useState(false)

  // autoplay: a steady beat, none while paused or while the user is in the carousel
  useEffect(() => {
    if (!api || !autoplay || !playing || held) return
    const timer = window.setInterval(() => {
      if (api.canScrollNext()) api.scrollNext()
      else api.scrollTo(0)
    }, autoplay)
    return () => window.clearInterval(timer)
  }, [api, autoplay, playing, held])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!api) return
    const back = vertical ? 'ArrowUp' : dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const forward = vertical ? 'ArrowDown' : dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    if (event.key === back) api.scrollPrev()
    else if (event.key === forward) api.scrollNext()
    else return
    event.preventDefault()
  }

  // with several slides per view there are fewer stops than slides: one picker per stop
  const pickerCount = snapCount || slides.length
  const PrevIcon = vertical ? ChevronLeft : dir === 'rtl' ? ChevronRight : ChevronLeft
  const NextIcon = vertical ? ChevronRight : dir === 'rtl' ? ChevronLeft : ChevronRight

  return (
    // the arrow keys work wherever focus is in the carousel (its buttons, or links on a slide)
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys bubble up from the controls inside
    <section
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
      }}
      className={cn('grid min-w-0 grid-cols-1 gap-3', className)}
    >
      <div className="relative">
        <div ref={viewportRef} className={cn('overflow-hidden rounded-lg', viewportClassName)}>
          <div
            className={cn('flex', vertical ? '-mt-4 h-full flex-col' : '-ms-4')}
            aria-live={playing && !held ? 'off' : 'polite'}
          >
            {slides.map((slide, index) => (
              <div
                key={index}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.slideOf', { index: index + 1, total: slides.length })}
                className={cn(
                  'min-h-0 min-w-0 shrink-0 grow-0 basis-full',
                  vertical ? 'pt-4' : 'ps-4',
                  slideClassName,
                )}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        <CarouselArrow
          label={t('carousel.previous')}
          icon={PrevIcon}
          disabled={!canPrev}
          onClick={() => api?.scrollPrev()}
          className={
            vertical
              ? 'start-1/2 top-2 -translate-x-1/2 rotate-90 rtl:translate-x-1/2'
              : 'start-2 top-1/2 -translate-y-1/2'
          }
        />
        <CarouselArrow
          label={t('carousel.next')}
          icon={NextIcon}
          disabled={!canNext}
          onClick={() => api?.scrollNext()}
          className={
            vertical
              ? 'start-1/2 bottom-2 -translate-x-1/2 rotate-90 rtl:translate-x-1/2'
              : 'end-2 top-1/2 -translate-y-1/2'
          }
        />
      </div>

      {progress && (
        <div
          role="progressbar"
          aria-label={t('carousel.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={scrolled}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary" style={{ width: `${scrolled}%` }} />
        </div>
      )}

      {(autoplay || indicators === 'dots' || thumbnails) && (
        <div className="flex flex-wrap items-center justify-center gap-2">
          {autoplay ? (
            <Button variant="outline" size="sm" onClick={() => setPlaying((on) => !on)}>
              {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
              {playing ? t('carousel.pause') : t('carousel.play')}
            </Button>
          ) : null}
          {thumbnails ? (
            <div className="flex flex-wrap justify-center gap-2">
              {thumbnails.map((thumb, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={t('carousel.goTo', { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                  className={cn(
                    'overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    index === selected ? 'border-primary' : 'border-transparent opacity-70 hover:opacity-100',
                  )}
                >
                  {thumb}
                </button>
              ))}
            </div>
          ) : indicators === 'dots' ? (
            <div className="flex flex-wrap justify-center">
              {Array.from({ length: pickerCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={t('carousel.goTo', { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                  className="group flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span
                    className={cn(
                      'block size-2.5 rounded-full border border-foreground/60 transition-colors',
                      index === selected ? 'border-primary bg-primary' : 'group-hover:bg-foreground/30',
                    )}
                  />
                </button>
              ))}
            </div>
          ) : null}
        </div>
      )}
    </section>
  )
}

/** A previous or next button over the slides' edge. */
function CarouselArrow({
  label,
  icon: Icon,
  className,
  ...props
}: { label: string; icon: LucideIcon; className: string } & Pick<
  ComponentProps<'button'>,
  'disabled' | 'onClick'
>) {
  return (
    <Button
      variant="outline"
      size="icon-sm"
      className={cn('absolute rounded-full bg-background/90 shadow-sm', className)}
      aria-label={label}
      {...props}
    >
      <Icon aria-hidden />
    </Button>
  )
}
