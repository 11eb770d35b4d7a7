import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Carousel } from '@/components/ui/carousel'
import { DemoCard } from '../components/demo-card'
import { SlideArt } from '../components/slide-art'
import { SLIDE_HUES } from '../components/slide-hues'

const MULTIPLE_CODE = `<Carousel label="Collections" slideClassName="basis-1/2" options={{ slidesToScroll: 2 }}>…</Carousel>`

const RESPONSIVE_CODE = `<Carousel
  label="Team picks"
  slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
  options={{ slidesToScroll: 'auto' }}
>…</Carousel>`

const CENTERED_CODE = `<Carousel label="Featured" slideClassName="basis-4/5" options={{ align: 'center', loop: true }}>…</Carousel>`

const VERTICAL_CODE = `<Carousel label="Announcements" orientation="vertical" viewportClassName="h-56">…</Carousel>`

const THUMBS_CODE = `<Carousel
  label="Gallery"
  thumbnails={items.map((item) => <SlideArt key={item.id} hue={item.hue} title="" className="h-12 w-16 p-0" />)}
>…</Carousel>`

const FADE_CODE = `<Carousel label="Seasons" effect="fade" options={{ loop: true }}>…</Carousel>`

const PROGRESS_CODE = `<Carousel label="Steps" progress indicators="none" slideClassName="basis-2/3">…</Carousel>`

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const

/** Carousel layouts: several per view, responsive, centred, vertical, a thumbnail gallery, crossfade and progress. */
export function CarouselSliderPage() {
  const { t } = useTranslation('uiExtensions')
  const cards = (count: number, className?: string) =>
    NUMBERS.slice(0, count).map((n, index) => (
      <SlideArt
        key={n}
        hue={SLIDE_HUES[index % SLIDE_HUES.length]}
        title={t('carouselSlider.card', { n })}
        className={className}
      />
    ))
  return (
    <div>
      <PageHeader title={t('carouselSlider.title')} intro={t('carouselSlider.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('carouselSlider.multiple.title')}
          description={t('carouselSlider.multiple.description')}
          code={MULTIPLE_CODE}
        >
          <Carousel
            label={t('carouselSlider.multiple.title')}
            slideClassName="basis-1/2"
            options={{ slidesToScroll: 2 }}
          >
            {cards(6, 'h-36 sm:h-40')}
          </Carousel>
        </DemoCard>
        <DemoCard
          title={t('carouselSlider.responsive.title')}
          description={t('carouselSlider.responsive.description')}
          code={RESPONSIVE_CODE}
        >
          <Carousel
            label={t('carouselSlider.responsive.title')}
            slideClassName="basis-full sm:basis-1/2 2xl:basis-1/3"
            options={{ slidesToScroll: 'auto' }}
          >
            {cards(7, 'h-36 sm:h-40')}
          </Carousel>
        </DemoCard>
        <DemoCard
          title={t('carouselSlider.centered.title')}
          description={t('carouselSlider.centered.description')}
          code={CENTERED_CODE}
        >
          <Carousel
            label={t('carouselSlider.centered.title')}
            slideClassName="basis-4/5"
            options={{ align: 'center', loop: true }}
          >
            {cards(5)}
          </Carousel>
        </DemoCard>
        <DemoCard
          title={t('carouselSlider.vertical.title')}
          description={t('carouselSlider.vertical.description')}
          code={VERTICAL_CODE}
        >
          <Carousel
            label={t('carouselSlider.vertical.title')}
            orientation="vertical"
            viewportClassName="h-56"
          >
            {cards(4, 'h-52 sm:h-52')}
          </Carousel>
        </DemoCard>
        <DemoCard
          title={t('carouselSlider.thumbnails.title')}
          description={t('carouselSlider.thumbnails.description')}
          code={THUMBS_CODE}
        >
          <Carousel
            label={t('carouselSlider.thumbnails.title')}
            thumbnails={NUMBERS.slice(0, 5).map((n, index) => (
              <SlideArt
                key={n}
                hue={SLIDE_HUES[index]}
                title=""
                className="h-10 w-14 rounded-sm p-0 sm:h-12 sm:w-16"
              />
            ))}
          >
            {cards(5)}
          </Carousel>
        </DemoCard>
        <DemoCard
          title={t('carouselSlider.fade.title')}
          description={t('carouselSlider.fade.description')}
          code={FADE_CODE}
        >
          <Carousel label={t('carouselSlider.fade.title')} effect="fade" options={{ loop: true }}>
            {cards(4)}
          </Carousel>
        </DemoCard>
        <DemoCard
          title={t('carouselSlider.progress.title')}
          description={t('carouselSlider.progress.description')}
          code={PROGRESS_CODE}
        >
          <Carousel
            label={t('carouselSlider.progress.title')}
            progress
            indicators="none"
            slideClassName="basis-2/3"
          >
            {cards(6, 'h-36 sm:h-40')}
          </Carousel>
        </DemoCard>
      </div>
    </div>
  )
}
