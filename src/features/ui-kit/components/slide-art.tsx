import { cn } from '@/lib/utils'

/**
 * A sample slide drawn in CSS: a two-tone gradient with soft circles and a title, so the carousels need no image
 * files. Decorative shapes only; the text is real text.
 */
export function SlideArt({
  hue,
  title,
  subtitle,
  className,
}: {
  hue: number
  title: string
  subtitle?: string
  className?: string
}) {
  return (
    <div
      className={cn(
        'relative flex h-48 flex-col justify-end overflow-hidden rounded-lg p-5 text-white sm:h-56',
        className,
      )}
      style={{
        backgroundImage: `radial-gradient(circle at 80% 20%, hsl(${hue} 80% 60% / 0.55) 0 18%, transparent 19%), radial-gradient(circle at 15% 90%, hsl(${(hue + 40) % 360} 70% 55% / 0.45) 0 25%, transparent 26%), linear-gradient(135deg, hsl(${hue} 60% 26%), hsl(${(hue + 30) % 360} 55% 34%))`,
      }}
    >
      {title && <p className="text-xl font-semibold drop-shadow-sm">{title}</p>}
      {subtitle && <p className="text-sm text-white/90">{subtitle}</p>}
    </div>
  )
}
