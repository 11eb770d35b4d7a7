import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Carousel } from '@/components/ui/carousel'
import { DemoCard } from '../components/demo-card'
import { SlideArt } from '../components/slide-art'
import { SLIDE_HUES } from '../components/slide-hues'

const BASIC_CODE = `<Carousel label="Destinations" indicators="none">
  <SlideArt hue={222} title="Harbour at dawn" />
  <SlideArt hue={262} title="Lavender fields" />
</Carousel>`

const CAPTIONS_CODE = `<Carousel label="This season" options={{ loop: true }}>
  {items.map((item) => (
    <figure key={item.id}>
      <SlideArt hue={item.hue} title={item.title} />
      <figcaption>{item.caption}</figcaption>
    </figure>
  ))}
</Carousel>`

const INDICATORS_CODE = `<Carousel label="Highlights" options={{ loop: true }}>…</Carousel>`

const AUTOPLAY_CODE = `{/* a Pause button comes with autoplay; it also holds while the pointer or focus is inside */}
<Carousel label="What's new" autoplay={5000} options={{ loop: true }}>…</Carousel>`

const PLACES = ['harbour', 'lavender', 'forest', 'canyon', 'lake'] as const

/** The carousel: basic, with captions, with indicators and autoplaying with a pause button. */
export function CarouselPage() {
  const { t } = useTranslation('uiDisplay')
  const slides = (withSubtitle?: boolean) =>
    PLACES.map((place, index) => (
      <SlideArt
        key={place}
        hue={SLIDE_HUES[index]}
        title={t(`carousel.places.${place}.title`)}
        subtitle={withSubtitle ? t(`carousel.places.${place}.subtitle`) : undefined}
      />
    ))
  return (
    <div>
      <PageHeader title={t('carousel.title')} intro={t('carousel.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('carousel.basic.title')}
          description={t('carousel.basic.description')}
          code={BASIC_CODE}
        >
          <Carousel label={t('carousel.basic.label')} indicators="none">
            {slides()}
          </Carousel>
        </DemoCard>
        <DemoCard
          title={t('carousel.captions.title')}
          description={t('carousel.captions.description')}
          code={CAPTIONS_CODE}
        >
          <Carousel label={t('carousel.captions.label')} options={{ loop: true }}>
            {PLACES.map((place, index) => (
              <figure key={place} className="grid gap-2">
                <SlideArt hue={SLIDE_HUES[index]} title={t(`carousel.places.${place}.title`)} />
                <figcaption className="text-sm text-muted-foreground">
                  {t(`carousel.places.${place}.caption`)}
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </DemoCard>
        <DemoCard
          title={t('carousel.indicators.title')}
          description={t('carousel.indicators.description')}
          code={INDICATORS_CODE}
        >
          <Carousel label={t('carousel.indicators.label')} options={{ loop: true }}>
            {slides(true)}
          </Carousel>
        </DemoCard>
        <DemoCard
          title={t('carousel.autoplay.title')}
          description={t('carousel.autoplay.description')}
          code={AUTOPLAY_CODE}
        >
          <Carousel label={t('carousel.autoplay.label')} autoplay={5000} options={{ loop: true }}>
            {slides(true)}
          </Carousel>
        </DemoCard>
      </div>
    </div>
  )
}
