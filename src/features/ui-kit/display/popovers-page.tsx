import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { toast } from '@/components/ui/toast'
import { DemoCard } from '../components/demo-card'

const SIDES = ['top', 'right', 'bottom', 'left'] as const

/** A little form in a popover: renames a board; an empty name is refused beside the field. */
function RenamePopover() {
  const { t } = useTranslation('uiDisplay')
  const [open, setOpen] = useState(false)
  const [name, setName] = useState(t('popovers.boardName'))
  const [draft, setDraft] = useState(name)
  const [error, setError] = useState<string>()
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setDraft(name)
          setError(undefined)
        }
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="outline">{t('popovers.rename', { name })}</Button>
      </PopoverTrigger>
      <PopoverContent className="w-72">
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (!draft.trim()) return setError(t('popovers.nameRequired'))
            setName(draft.trim())
            setOpen(false)
            toast.success(t('popovers.renamed', { name: draft.trim() }))
          }}
        >
          <FormField label={t('popovers.nameLabel')} required error={error}>
            <Input value={draft} maxLength={60} onChange={(event) => setDraft(event.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <PopoverClose asChild>
              <Button variant="ghost">{t('popovers.cancel')}</Button>
            </PopoverClose>
            <Button type="submit">{t('popovers.save')}</Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  )
}

/** Popovers: the four sides, a titled one, and one holding a small form; Escape or a click outside closes them. */
export function PopoversPage() {
  const { t } = useTranslation('uiDisplay')
  return (
    <div>
      <PageHeader title={t('popovers.title')} intro={t('popovers.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('popovers.sides')}
          description={t('popovers.sidesHint')}
          code={`<Popover>\n  <PopoverTrigger asChild><Button>Open</Button></PopoverTrigger>\n  <PopoverContent side="right">…</PopoverContent>\n</Popover>`}
          contentClassName="flex flex-wrap gap-3"
        >
          {SIDES.map((side) => (
            <Popover key={side}>
              <PopoverTrigger asChild>
                <Button variant="soft">{t(`tooltips.side.${side}`)}</Button>
              </PopoverTrigger>
              <PopoverContent side={side} className="w-56 text-sm">
                {t('popovers.sideBody', { side: t(`tooltips.side.${side}`) })}
              </PopoverContent>
            </Popover>
          ))}
        </DemoCard>
        <DemoCard
          title={t('popovers.titled')}
          code={`<PopoverContent aria-labelledby="tip-title">…</PopoverContent>`}
        >
          <Popover>
            <PopoverTrigger asChild>
              <Button variant="outline" color="info">
                {t('popovers.shortcuts')}
              </Button>
            </PopoverTrigger>
            <PopoverContent aria-labelledby="popover-shortcuts-title" className="w-72 text-sm">
              <h3 id="popover-shortcuts-title" className="mb-1 font-semibold">
                {t('popovers.shortcutsTitle')}
              </h3>
              <p className="text-muted-foreground">{t('popovers.shortcutsBody')}</p>
            </PopoverContent>
          </Popover>
        </DemoCard>
        <DemoCard
          title={t('popovers.form')}
          description={t('popovers.formHint')}
          code={`<PopoverContent>\n  <form onSubmit={save}>…</form>\n</PopoverContent>`}
        >
          <RenamePopover />
        </DemoCard>
      </div>
    </div>
  )
}
