import Settings from 'lucide-react/icons/settings'
import { Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { withNamespaces } from '@/i18n'
import { lazyComponent } from '@/lib/lazy-component'

const CustomizerPanel = lazyComponent(
  () => withNamespaces(import('./customizer-panel'), 'customizer'),
  'CustomizerPanel',
)

/** The gear on the screen's edge. The drawer's code loads on first hover, focus or click, not with the page. */
export function Customizer() {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={trigger}
        size="icon"
        aria-label={t('customizerButton')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={CustomizerPanel.preload}
        onFocus={CustomizerPanel.preload}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        // Phones: a narrow tab (24 x 44 px, still a full touch target) in the gutter the content area and footer
        // keep free at the end edge (CUSTOMIZER_GUTTER_CLASS), so it never sits over text or a control.
        className="fixed end-0 top-1/2 z-30 -translate-y-1/2 rounded-none rounded-s-lg shadow-lg max-sm:h-11 max-sm:w-6"
      >
        <Settings
          aria-hidden="true"
          className="animate-[spin_6s_linear_infinite] motion-reduce:animate-none max-sm:size-4"
        />
      </Button>
      {wanted && (
        <Suspense>
          <CustomizerPanel
            open={open}
            onOpenChange={(next: boolean) => {
              setOpen(next)
              if (!next) trigger.current?.focus()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
