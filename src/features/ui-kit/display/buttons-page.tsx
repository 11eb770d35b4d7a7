import Bold from 'lucide-react/icons/letter-b'
import Download from 'lucide-react/icons/download'
import Italic from 'lucide-react/icons/italic'
import Plus from 'lucide-react/icons/plus'
import Trash2 from 'lucide-react/icons/trash'
import Underline from 'lucide-react/icons/underline'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button, type ButtonVariant } from '@/components/ui/button'
import { themeColors } from '@/components/ui/theme-color'
import { DemoCard } from '../components/demo-card'

const APPEARANCES = ['primary', 'soft', 'outline', 'ghost', 'link'] as const satisfies ButtonVariant[]

/** Every button the app draws: appearances × theme colours, sizes, icons, loading, groups and toggles. */
export function ButtonsPage() {
  const { t } = useTranslation(['uiDisplay', 'uikit'])
  const [saving, setSaving] = useState(false)
  const [styles, setStyles] = useState<Partial<Record<'bold' | 'italic' | 'underline', boolean>>>({
    bold: true,
  })
  const save = () => {
    setSaving(true)
    window.setTimeout(() => setSaving(false), 1500)
  }
  return (
    <div>
      <PageHeader title={t('buttons.title')} intro={t('buttons.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {APPEARANCES.map((variant) => (
          <DemoCard
            key={variant}
            title={t(`buttons.variants.${variant}`)}
            code={`<Button variant="${variant}" color="success">Save</Button>`}
            contentClassName="flex flex-wrap gap-3"
          >
            {themeColors.map((color) => (
              <Button key={color} variant={variant} color={color}>
                {t(`uikit:colorNames.${color}`)}
              </Button>
            ))}
          </DemoCard>
        ))}
        <DemoCard
          title={t('buttons.sizes')}
          description={t('buttons.sizesHint')}
          code={`<Button size="sm">Small</Button>\n<Button>Medium</Button>\n<Button size="lg">Large</Button>`}
          contentClassName="flex flex-wrap items-center gap-3"
        >
          <Button size="sm">{t('buttons.small')}</Button>
          <Button>{t('buttons.medium')}</Button>
          <Button size="lg">{t('buttons.large')}</Button>
          <Button className="w-full">{t('buttons.block')}</Button>
        </DemoCard>
        <DemoCard
          title={t('buttons.icons')}
          description={t('buttons.iconsHint')}
          code={`<Button><Plus aria-hidden /> Add</Button>\n<Button size="icon" aria-label="Delete"><Trash2 aria-hidden /></Button>`}
          contentClassName="flex flex-wrap items-center gap-3"
        >
          <Button>
            <Plus aria-hidden />
            {t('buttons.add')}
          </Button>
          <Button variant="outline" color="secondary">
            {t('buttons.download')}
            <Download aria-hidden />
          </Button>
          <Button size="icon" color="danger" aria-label={t('buttons.delete')}>
            <Trash2 aria-hidden />
          </Button>
          <Button size="icon" variant="soft" aria-label={t('buttons.add')}>
            <Plus aria-hidden />
          </Button>
        </DemoCard>
        <DemoCard
          title={t('buttons.states')}
          description={t('buttons.statesHint')}
          code={`<Button loading={saving} onClick={save}>Save</Button>\n<Button disabled>Disabled</Button>`}
          contentClassName="flex flex-wrap items-center gap-3"
        >
          <Button loading={saving} onClick={save}>
            {saving ? t('buttons.saving') : t('buttons.save')}
          </Button>
          <Button disabled>{t('buttons.disabled')}</Button>
          <Button variant="outline" disabled>
            {t('buttons.disabled')}
          </Button>
        </DemoCard>
        <DemoCard
          title={t('buttons.group')}
          description={t('buttons.groupHint')}
          code={`<div role="group" aria-label="Text style">\n  <Button aria-pressed={bold} ...><Bold aria-hidden /></Button>\n</div>`}
          contentClassName="flex flex-wrap items-center gap-6"
        >
          <div role="group" aria-label={t('buttons.pages')} className="inline-flex">
            {(['previous', 'today', 'next'] as const).map((key, index) => (
              <Button
                key={key}
                variant="outline"
                className={
                  index === 0
                    ? 'rounded-e-none'
                    : index === 2
                      ? '-ms-px rounded-s-none'
                      : '-ms-px rounded-none'
                }
              >
                {t(`buttons.${key}`)}
              </Button>
            ))}
          </div>
          <div role="group" aria-label={t('buttons.textStyle')} className="inline-flex gap-1">
            {(
              [
                ['bold', Bold],
                ['italic', Italic],
                ['underline', Underline],
              ] as const
            ).map(([key, Icon]) => (
              <Button
                key={key}
                size="icon"
                variant={styles[key] ? 'primary' : 'ghost'}
                aria-pressed={styles[key] ?? false}
                aria-label={t(`buttons.${key}`)}
                onClick={() => setStyles((current) => ({ ...current, [key]: !current[key] }))}
              >
                <Icon aria-hidden />
              </Button>
            ))}
          </div>
        </DemoCard>
      </div>
    </div>
  )
}
