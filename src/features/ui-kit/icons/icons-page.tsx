import Check from 'lucide-react/icons/check'
import Copy from 'lucide-react/icons/copy'
import Mail from 'lucide-react/icons/mail'
import Trash from 'lucide-react/icons/trash'
import { Fragment, useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { SearchInput } from '@/components/ui/search-input'
import { Slider } from '@/components/ui/slider'
import { toast } from '@/components/ui/toast'
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard'
import { DemoCard } from '../components/demo-card'
import { ICON_CATEGORIES, iconImport, iconJsx, ICONS, type IconEntry } from './icon-list'

/** Tailwind's size-* steps the size slider moves through (px = step × 4). */
const SIZES = [4, 5, 6, 8, 10, 12] as const

/** Words of a PascalCase name: "ShoppingCart" → "shopping cart". */
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()

// the import lines from iconImport: the build's icon scan reads only real imports (build/icon-owners.ts)
const USAGE_CODE = `${iconImport('Mail')}
${iconImport('Trash')}

// next to a text the icon is decoration: hide it from screen readers
<Button><Mail aria-hidden />Send</Button>

// alone it needs a name on its button
<Button size="icon" aria-label="Delete"><Trash aria-hidden /></Button>

// size with Tailwind, stroke with a prop; the colour follows the text colour
<Mail className="size-6 text-primary-ink" strokeWidth={1.5} />`

/** "GitCommitHorizontal" may wrap between its words, never inside one. */
function NameWithBreaks({ name }: { name: string }) {
  return name.split(/(?=[A-Z])/).map((part, index) => (
    <Fragment key={part + index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}

function IconDialog({
  icon,
  size,
  stroke,
  onClose,
}: {
  icon: IconEntry | null
  size: number
  stroke: number
  onClose: () => void
}) {
  const { t } = useTranslation('uiIcons')
  const copy = useCopyToClipboard({ success: t('copied'), failure: t('copyFailed') })
  const [copied, setCopied] = useState(false)
  const jsx = icon ? iconJsx(icon.name, size, stroke) : ''
  const importLine = icon ? iconImport(icon.name) : ''
  return (
    <Dialog
      open={icon !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose()
          setCopied(false)
        }
      }}
    >
      <DialogContent className="max-w-md" closeLabel={t('close')}>
        {icon && (
          <>
            <DialogHeader>
              <DialogTitle>{icon.name}</DialogTitle>
              <DialogDescription>{t(`categories.${icon.category}`)}</DialogDescription>
            </DialogHeader>
            <div className="flex items-center justify-center rounded-lg bg-muted p-6">
              <icon.Icon aria-hidden strokeWidth={stroke} style={{ width: size * 8, height: size * 8 }} />
            </div>
            <pre
              dir="ltr"
              // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs focus
              tabIndex={0}
              aria-label={t('codeLabel')}
              className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-sm whitespace-pre"
            >
              <code>{`${importLine}\n\n${jsx}`}</code>
            </pre>
            <DialogFooter>
              <Button
                onClick={async () => {
                  if (await copy(jsx)) setCopied(true)
                }}
              >
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {t('copy')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function Gallery() {
  const { t } = useTranslation('uiIcons')
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const [sizeStep, setSizeStep] = useState(2)
  const [stroke, setStroke] = useState(2)
  const [selected, setSelected] = useState<IconEntry | null>(null)
  const size = SIZES[sizeStep]

  // each icon is found by its name, its words, the words written for it and its category's name in this language
  const index = useMemo(
    () =>
      ICONS.map((icon) => ({
        icon,
        text: `${icon.name.toLowerCase()} ${words(icon.name)} ${icon.tags} ${t(`categories.${icon.category}`).toLowerCase()}`,
      })),
    [t],
  )
  const found = useMemo(() => {
    const terms = deferred.trim().toLowerCase().split(/\s+/).filter(Boolean)
    return index.filter(({ text }) => terms.every((term) => text.includes(term))).map(({ icon }) => icon)
  }, [deferred, index])

  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <FormField label={t('search')}>
          <SearchInput value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
        </FormField>
        <div className="flex flex-col gap-2">
          <div className="flex justify-between text-sm font-medium">
            <span>{t('size')}</span>
            <span dir="ltr" className="text-muted-foreground">
              {size * 4} px
            </span>
          </div>
          <Slider
            thumbLabels={[t('size')]}
            valueText={(step) => `${SIZES[step] * 4} px`}
            min={0}
            max={SIZES.length - 1}
            step={1}
            value={[sizeStep]}
            onValueChange={([next]) => setSizeStep(next)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex justify-between text-sm font-medium">
            <span>{t('stroke')}</span>
            <span className="text-muted-foreground">{stroke}</span>
          </div>
          <Slider
            thumbLabels={[t('stroke')]}
            min={1}
            max={3}
            step={0.5}
            value={[stroke]}
            onValueChange={([next]) => setStroke(next)}
          />
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {t('count', { count: found.length })}
      </p>
      {ICON_CATEGORIES.map((category) => {
        const icons = found.filter((icon) => icon.category === category)
        if (icons.length === 0) return null
        return (
          <section key={category} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-muted-foreground">{t(`categories.${category}`)}</h3>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
              {icons.map((icon) => (
                <li key={icon.name}>
                  <button
                    type="button"
                    aria-label={icon.name}
                    aria-haspopup="dialog"
                    onClick={() => setSelected(icon)}
                    className="flex h-full w-full flex-col items-center gap-2 rounded-lg border bg-card p-3 text-center transition-colors hover:border-primary hover:text-primary-ink focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
                  >
                    <icon.Icon
                      aria-hidden
                      strokeWidth={stroke}
                      style={{ width: size * 4, height: size * 4 }}
                    />
                    <span dir="ltr" className="w-full text-xs leading-tight text-muted-foreground">
                      <NameWithBreaks name={icon.name} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      {found.length === 0 && <p className="text-sm">{t('none')}</p>}
      <IconDialog icon={selected} size={size} stroke={stroke} onClose={() => setSelected(null)} />
    </div>
  )
}

export function IconsPage() {
  const { t } = useTranslation('uiIcons')
  return (
    <div>
      <PageHeader title={t('title')} intro={t('intro', { count: ICONS.length })} />
      <div className="flex flex-col gap-6">
        <DemoCard title={t('gallery.title')} description={t('gallery.description')}>
          <Gallery />
        </DemoCard>
        <DemoCard title={t('usage.title')} description={t('usage.description')} code={USAGE_CODE}>
          <UsageExample />
        </DemoCard>
      </div>
    </div>
  )
}

function UsageExample() {
  const { t } = useTranslation('uiIcons')
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => toast.success(t('usage.sent'))}>
        <Mail aria-hidden />
        {t('usage.send')}
      </Button>
      <Button
        size="icon"
        variant="outline"
        color="danger"
        aria-label={t('usage.delete')}
        onClick={() => toast.info(t('usage.deleted'))}
      >
        <Trash aria-hidden />
      </Button>
      <Mail aria-hidden className="size-6 text-primary-ink" strokeWidth={1.5} />
    </div>
  )
}
