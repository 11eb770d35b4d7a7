import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { toast } from '@/components/ui/toast'
import { DemoCard } from '../components/demo-card'

const SIZES = [
  ['sm', 'max-w-sm'],
  ['md', 'max-w-lg'],
  ['lg', 'max-w-3xl'],
  ['xl', 'max-w-5xl'],
] as const

/** A dialog with a small form: an invalid address is refused beside the field and what was typed stays. */
function InviteDialog() {
  const { t } = useTranslation('uiDisplay')
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setError(undefined)
      }}
    >
      <DialogTrigger asChild>
        <Button>{t('modals.invite')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('modals.close')}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(t('modals.emailInvalid'))
            toast.success(t('modals.invited', { email: email.trim() }))
            setEmail('')
            setOpen(false)
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('modals.inviteTitle')}</DialogTitle>
            <DialogDescription>{t('modals.inviteBody')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('modals.email')} required error={error}>
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" color="neutral">
                {t('modals.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit">{t('modals.send')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** Dialogs and sheets: sizes, long content that scrolls inside, a nested dialog, a form, a side sheet. */
export function ModalsPage() {
  const { t } = useTranslation('uiDisplay')
  return (
    <div>
      <PageHeader title={t('modals.title')} intro={t('modals.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('modals.sizes')}
          description={t('modals.sizesHint')}
          code={`<Dialog>\n  <DialogTrigger asChild><Button>Open</Button></DialogTrigger>\n  <DialogContent className="max-w-3xl">\n    <DialogHeader><DialogTitle>…</DialogTitle></DialogHeader>\n  </DialogContent>\n</Dialog>`}
          contentClassName="flex flex-wrap gap-3"
        >
          {SIZES.map(([size, width]) => (
            <Dialog key={size}>
              <DialogTrigger asChild>
                <Button variant="outline">{t(`modals.size.${size}`)}</Button>
              </DialogTrigger>
              <DialogContent className={width} closeLabel={t('modals.close')}>
                <DialogHeader>
                  <DialogTitle>{t('modals.sizeTitle', { size: t(`modals.size.${size}`) })}</DialogTitle>
                  <DialogDescription>{t('modals.sizeBody')}</DialogDescription>
                </DialogHeader>
              </DialogContent>
            </Dialog>
          ))}
        </DemoCard>
        <DemoCard
          title={t('modals.scrolling')}
          description={t('modals.scrollingHint')}
          code={`<DialogContent>{/* caps its height at the viewport and scrolls inside */}</DialogContent>`}
        >
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="soft">{t('modals.terms')}</Button>
            </DialogTrigger>
            <DialogContent closeLabel={t('modals.close')}>
              <DialogHeader>
                <DialogTitle>{t('modals.terms')}</DialogTitle>
                <DialogDescription>{t('modals.termsIntro')}</DialogDescription>
              </DialogHeader>
              {Array.from({ length: 12 }, (_, index) => (
                <section key={index}>
                  <h3 className="font-semibold">{t('modals.clause', { number: index + 1 })}</h3>
                  <p className="text-sm text-muted-foreground">{t('modals.clauseBody')}</p>
                </section>
              ))}
            </DialogContent>
          </Dialog>
        </DemoCard>
        <DemoCard
          title={t('modals.nested')}
          description={t('modals.nestedHint')}
          code={`<DialogContent>\n  <Dialog>…a second dialog…</Dialog>\n</DialogContent>`}
        >
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline" color="secondary">
                {t('modals.openFirst')}
              </Button>
            </DialogTrigger>
            <DialogContent closeLabel={t('modals.close')}>
              <DialogHeader>
                <DialogTitle>{t('modals.firstTitle')}</DialogTitle>
                <DialogDescription>{t('modals.firstBody')}</DialogDescription>
              </DialogHeader>
              <Dialog>
                <DialogTrigger asChild>
                  <Button className="justify-self-start">{t('modals.openSecond')}</Button>
                </DialogTrigger>
                <DialogContent className="max-w-sm" closeLabel={t('modals.close')}>
                  <DialogHeader>
                    <DialogTitle>{t('modals.secondTitle')}</DialogTitle>
                    <DialogDescription>{t('modals.secondBody')}</DialogDescription>
                  </DialogHeader>
                </DialogContent>
              </Dialog>
            </DialogContent>
          </Dialog>
        </DemoCard>
        <DemoCard
          title={t('modals.form')}
          description={t('modals.formHint')}
          code={`<DialogContent>\n  <form noValidate onSubmit={send}>…<FormField label="Email" error={error}>…</FormField></form>\n</DialogContent>`}
        >
          <InviteDialog />
        </DemoCard>
        <DemoCard
          title={t('modals.sheet')}
          description={t('modals.sheetHint')}
          code={`<Sheet>\n  <SheetTrigger asChild><Button>Filters</Button></SheetTrigger>\n  <SheetContent>…</SheetContent>\n</Sheet>`}
        >
          <Sheet>
            <SheetTrigger asChild>
              <Button variant="outline">{t('modals.openSheet')}</Button>
            </SheetTrigger>
            <SheetContent closeLabel={t('modals.close')}>
              <SheetHeader>
                <SheetTitle>{t('modals.sheetTitle')}</SheetTitle>
                <SheetDescription>{t('modals.sheetBody')}</SheetDescription>
              </SheetHeader>
              <SheetBody>
                <p className="text-sm text-muted-foreground">{t('modals.sheetMore')}</p>
              </SheetBody>
            </SheetContent>
          </Sheet>
        </DemoCard>
      </div>
    </div>
  )
}
