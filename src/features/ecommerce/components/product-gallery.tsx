import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductImage } from '@contract/ecommerce'
import type { ProductColor } from '@contract/ecommerce.values'
import { cn } from '@/lib/utils'

/** The pictures of the product in `color`: those drawn in it, then those that show any colour. */
function picturesInColor(images: ProductImage[], color: ProductColor): ProductImage[] {
  const inColor = images.filter((image) => image.color === color)
  const anyColor = images.filter((image) => !image.color)
  return inColor.length + anyColor.length > 0 ? [...inColor, ...anyColor] : images
}

/**
 * The large picture and a row of thumbnails that choose it, for the colour chosen on the page: choosing another
 * colour shows the product drawn in it (the owner keys the gallery by colour, so it starts at its first picture).
 */
export function ProductGallery({
  name,
  images,
  color,
}: {
  name: string
  images: ProductImage[]
  color: ProductColor
}) {
  const { t } = useTranslation('ecommerce')
  const [shown, setShown] = useState(0)
  const pictures = picturesInColor(images, color)
  const current = pictures[Math.min(shown, pictures.length - 1)]
  return (
    <div role="group" aria-label={t('detail.gallery', { name })} className="flex flex-col items-center gap-4">
      <div className="flex w-full items-center justify-center rounded-xl bg-muted/40 p-6">
        <img src={current.src} alt={current.alt} width={320} height={320} className="size-64 sm:size-80" />
      </div>
      {pictures.length > 1 && (
        <div className="flex gap-3">
          {pictures.map((image, index) => (
            <button
              key={image.src}
              type="button"
              aria-label={t('detail.showPicture', { index: index + 1 })}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
              className={cn(
                'rounded-lg border-2 p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                index === shown ? 'border-primary' : 'border-transparent',
              )}
            >
              <img src={image.src} alt="" width={56} height={56} className="size-14" />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
