import FileText from 'lucide-react/icons/file-text'
import FolderInput from 'lucide-react/icons/folder-input'
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click'
import { useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import {
  ContextMenu,
  ContextMenuCheckboxItem,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuRadioGroup,
  ContextMenuRadioItem,
  ContextMenuSeparator,
  ContextMenuShortcut,
  ContextMenuSub,
  ContextMenuSubContent,
  ContextMenuSubTrigger,
  ContextMenuTrigger,
} from '@/components/ui/context-menu'
import { cn } from '@/lib/utils'
import { DemoCard } from '../components/demo-card'

const BASIC_CODE = `<ContextMenu>
  {/* focusable, so Shift+F10 and the Menu key open it too */}
  <ContextMenuTrigger tabIndex={0} aria-label="Design review note" className="rounded-lg border-2 border-dashed p-6">
    Right-click here
  </ContextMenuTrigger>
  <ContextMenuContent>
    <ContextMenuItem onSelect={() => setStatus('read')}>Mark as read</ContextMenuItem>
    <ContextMenuItem onSelect={() => setStarred((s) => !s)}>Star</ContextMenuItem>
    <ContextMenuItem onSelect={() => setStatus('archived')}>Archive</ContextMenuItem>
  </ContextMenuContent>
</ContextMenu>`

const OPTIONS_CODE = `<ContextMenuContent>
  <ContextMenuCheckboxItem checked={bold} onCheckedChange={setBold}>Bold</ContextMenuCheckboxItem>
  <ContextMenuCheckboxItem checked={italic} onCheckedChange={setItalic}>Italic</ContextMenuCheckboxItem>
  <ContextMenuSeparator />
  <ContextMenuLabel inset>Text size</ContextMenuLabel>
  <ContextMenuRadioGroup value={size} onValueChange={setSize}>
    <ContextMenuRadioItem value="sm">Small</ContextMenuRadioItem>
    <ContextMenuRadioItem value="md">Medium</ContextMenuRadioItem>
    <ContextMenuRadioItem value="lg">Large</ContextMenuRadioItem>
  </ContextMenuRadioGroup>
</ContextMenuContent>`

const SUB_CODE = `<ContextMenuContent>
  <ContextMenuSub>
    <ContextMenuSubTrigger>Move to</ContextMenuSubTrigger>
    <ContextMenuSubContent>
      {folders.map((f) => (
        <ContextMenuItem key={f} onSelect={() => setFolder(f)}>{f}</ContextMenuItem>
      ))}
    </ContextMenuSubContent>
  </ContextMenuSub>
</ContextMenuContent>`

const DESTRUCTIVE_CODE = `<ContextMenuContent>
  <ContextMenuItem onSelect={duplicate}>Duplicate</ContextMenuItem>
  <ContextMenuSeparator />
  <ContextMenuItem variant="destructive" onSelect={remove}>
    Delete <ContextMenuShortcut>Del</ContextMenuShortcut>
  </ContextMenuItem>
</ContextMenuContent>`

/** The dashed area a menu opens on: reachable by Tab, named, with the way to open it read as its description. */
function MenuArea({
  label,
  children,
  className,
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  const { t } = useTranslation('uiExtensions')
  const hintId = useId()
  return (
    <ContextMenuTrigger
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- Shift+F10 and the Menu key need focus
      tabIndex={0}
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      className={cn(
        'flex min-h-32 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-muted-foreground/40 bg-muted/40 p-5 text-center',
        className,
      )}
    >
      {children}
      <span id={hintId} className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <MousePointerClick className="size-4 shrink-0" aria-hidden />
        {t('contextMenu.hint')}
      </span>
    </ContextMenuTrigger>
  )
}

function BasicDemo() {
  const { t } = useTranslation('uiExtensions')
  const [status, setStatus] = useState<'unread' | 'read' | 'archived'>('unread')
  const [starred, setStarred] = useState(false)
  return (
    <ContextMenu>
      <MenuArea label={t('contextMenu.basic.area')}>
        <span className="font-medium">{t('contextMenu.basic.note')}</span>
        <span className="text-sm" aria-live="polite">
          {t(`contextMenu.basic.status.${status}`)}
          {starred && ` · ${t('contextMenu.basic.starred')}`}
        </span>
      </MenuArea>
      <ContextMenuContent>
        <ContextMenuItem onSelect={() => setStatus(status === 'read' ? 'unread' : 'read')}>
          {status === 'read' ? t('contextMenu.basic.markUnread') : t('contextMenu.basic.markRead')}
        </ContextMenuItem>
        <ContextMenuItem onSelect={() => setStarred((value) => !value)}>
          {starred ? t('contextMenu.basic.unstar') : t('contextMenu.basic.star')}
        </ContextMenuItem>
        <ContextMenuItem disabled={status === 'archived'} onSelect={() => setStatus('archived')}>
          {t('contextMenu.basic.archive')}
        </ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  )
}

type Size = 'sm' | 'md' | 'lg'
const SIZE_CLASS: Record<Size, string> = { sm: 'text-sm', md: 'text-base', lg: 'text-xl' }

function OptionsDemo() {
  const { t } = useTranslation('uiExtensions')
  const [bold, setBold] = useState(false)
  const [italic, setItalic] = useState(false)
  const [size, setSize] = useState<Size>('md')
  return (
    <ContextMenu>
      <MenuArea label={t('contextMenu.options.area')}>
        <span className={cn(SIZE_CLASS[size], bold && 'font-bold', italic && 'italic')}>
          {t('contextMenu.options.sample')}
        </span>
      </MenuArea>
      <ContextMenuContent>
        <ContextMenuCheckboxItem checked={bold} onCheckedChange={setBold}>
          {t('contextMenu.options.bold')}
          <ContextMenuShortcut>Ctrl B</ContextMenuShortcut>
        </ContextMenuCheckboxItem>
        <ContextMenuCheckboxItem checked={italic} onCheckedChange={setItalic}>
          {t('contextMenu.options.italic')}
          <ContextMenuShortcut>Ctrl I</ContextMenuShortcut>
        </ContextMenuCheckboxItem>
        <ContextMenuSeparator />
        <ContextMenuLabel inset>{t('contextMenu.options.size')}</ContextMenuLabel>
        <ContextMenuRadioGroup value={size} onValueChange={(value) => setSize(value as Size)}>
          <ContextMenuRadioItem value="sm">{t('contextMenu.options.small')}</ContextMenuRadioItem>
          <ContextMenuRadioItem value="md">{t('contextMenu.options.medium')}</ContextMenuRadioItem>
          <ContextMenuRadioItem value="lg">{t('contextMenu.options.large')}</ContextMenuRadioItem>
        </ContextMenuRadioGroup>
      </ContextMenuContent>
    </ContextMenu>
  )
}

const FOLDERS = ['inbox', 'projects', 'invoices', 'archive'] as const
type Folder = (typeof FOLDERS)[number]

function SubMenuDemo() {
  const { t } = useTranslation('uiExtensions')
  const [folder, setFolder] = useState<Folder>('inbox')
  const [labels, setLabels] = useState<string[]>([])
  const toggleLabel = (label: string) =>
    setLabels((list) => (list.includes(label) ? list.filter((item) => item !== label) : [...list, label]))
  return (
    <ContextMenu>
      <MenuArea label={t('contextMenu.sub.area')}>
        <span className="flex items-center gap-2 font-medium">
          <FileText className="size-4 text-muted-foreground" aria-hidden />
          {t('contextMenu.sub.file')}
        </span>
        <span className="flex items-center gap-1.5 text-sm" aria-live="polite">
          <FolderInput className="size-4 shrink-0" aria-hidden />
          {t('contextMenu.sub.inFolder', { folder: t(`contextMenu.sub.folders.${folder}`) })}
          {labels.length > 0 &&
            ` · ${labels.map((label) => t(`contextMenu.sub.labels.${label}` as 'contextMenu.sub.labels.urgent')).join(', ')}`}
        </span>
      </MenuArea>
      <ContextMenuContent>
        <ContextMenuSub>
          <ContextMenuSubTrigger>{t('contextMenu.sub.moveTo')}</ContextMenuSubTrigger>
          <ContextMenuSubContent>
            {FOLDERS.map((item) => (
              <ContextMenuItem key={item} disabled={item === folder} onSelect={() => setFolder(item)}>
                {t(`contextMenu.sub.folders.${item}`)}
              </ContextMenuItem>
            ))}
          </ContextMenuSubContent>
        </ContextMenuSub>
        <ContextMenuSub>
          <ContextMenuSubTrigger>{t('contextMenu.sub.label')}</ContextMenuSubTrigger>
          <ContextMenuSubContent>
            {(['urgent', 'review'] as const).map((label) => (
              <ContextMenuCheckboxItem
                key={label}
                checked={labels.includes(label)}
                onCheckedChange={() => toggleLabel(label)}
              >
                {t(`contextMenu.sub.labels.${label}`)}
              </ContextMenuCheckboxItem>
            ))}
          </ContextMenuSubContent>
        </ContextMenuSub>
      </ContextMenuContent>
    </ContextMenu>
  )
}

type DraftKey = 'campaign' | 'terms' | 'checklist'
interface Draft {
  id: number
  key: DraftKey
  copy: boolean
}
const DRAFTS: Draft[] = [
  { id: 1, key: 'campaign', copy: false },
  { id: 2, key: 'terms', copy: false },
  { id: 3, key: 'checklist', copy: false },
]

function DestructiveDemo() {
  const { t } = useTranslation('uiExtensions')
  const hintId = useId()
  const [drafts, setDrafts] = useState(DRAFTS)
  const nextId = useRef(DRAFTS.length + 1)
  const nameOf = (draft: Draft) => {
    const name = t(`contextMenu.destructive.drafts.${draft.key}`)
    return draft.copy ? t('contextMenu.destructive.copyOf', { name }) : name
  }
  return (
    <div className="grid gap-3">
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('contextMenu.destructive.rowHint')}
      </p>
      {drafts.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('contextMenu.destructive.listLabel')}>
          {drafts.map((draft) => (
            <li key={draft.id}>
              <ContextMenu>
                <ContextMenuTrigger
                  // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- Shift+F10 and the Menu key need focus
                  tabIndex={0}
                  aria-describedby={hintId}
                  className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm"
                >
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  {nameOf(draft)}
                </ContextMenuTrigger>
                <ContextMenuContent>
                  <ContextMenuItem
                    onSelect={() =>
                      setDrafts((list) => {
                        const at = list.findIndex((item) => item.id === draft.id)
                        const copy = { id: nextId.current++, key: draft.key, copy: true }
                        return [...list.slice(0, at + 1), copy, ...list.slice(at + 1)]
                      })
                    }
                  >
                    {t('contextMenu.destructive.duplicate')}
                  </ContextMenuItem>
                  <ContextMenuSeparator />
                  <ContextMenuItem
                    variant="destructive"
                    onSelect={() => setDrafts((list) => list.filter((item) => item.id !== draft.id))}
                  >
                    {t('contextMenu.destructive.delete')}
                    <ContextMenuShortcut>Del</ContextMenuShortcut>
                  </ContextMenuItem>
                </ContextMenuContent>
              </ContextMenu>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {t('contextMenu.destructive.empty')}
        </p>
      )}
      {drafts !== DRAFTS && (
        <div>
          <Button variant="outline" color="neutral" size="sm" onClick={() => setDrafts(DRAFTS)}>
            {t('contextMenu.destructive.reset')}
          </Button>
        </div>
      )}
    </div>
  )
}

/** The context menu primitive: opened by right click, Shift+F10 or the Menu key on a focused area. */
export function ContextMenuPage() {
  const { t } = useTranslation('uiExtensions')
  return (
    <div>
      <PageHeader title={t('contextMenu.title')} intro={t('contextMenu.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('contextMenu.basic.title')}
          description={t('contextMenu.basic.description')}
          code={BASIC_CODE}
        >
          <BasicDemo />
        </DemoCard>
        <DemoCard
          title={t('contextMenu.options.title')}
          description={t('contextMenu.options.description')}
          code={OPTIONS_CODE}
        >
          <OptionsDemo />
        </DemoCard>
        <DemoCard
          title={t('contextMenu.sub.title')}
          description={t('contextMenu.sub.description')}
          code={SUB_CODE}
        >
          <SubMenuDemo />
        </DemoCard>
        <DemoCard
          title={t('contextMenu.destructive.title')}
          description={t('contextMenu.destructive.description')}
          code={DESTRUCTIVE_CODE}
        >
          <DestructiveDemo />
        </DemoCard>
      </div>
    </div>
  )
}
