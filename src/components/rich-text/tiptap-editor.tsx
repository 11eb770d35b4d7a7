import { Placeholder } from '@tiptap/extension-placeholder'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import type { LucideIcon } from 'lucide-react'
import Bold from 'lucide-react/icons/letter-b'
import Italic from 'lucide-react/icons/italic'
import List from 'lucide-react/icons/list'
import ListOrdered from 'lucide-react/icons/list-ordered'
import Quote from 'lucide-react/icons/quote'
import Strikethrough from 'lucide-react/icons/strikethrough'
import Underline from 'lucide-react/icons/underline'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import './rich-text.css'

export interface TiptapEditorProps {
  id?: string
  /** HTML; '' for an empty document */
  value: string
  onChange: (html: string) => void
  placeholder?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  invalid?: boolean
  disabled?: boolean
  className?: string
  /** CSS length of the writing area, default 8rem */
  minHeight?: string
  /** The toolbar's buttons, in this order; all of them by default, none (and no toolbar) for `[]`. */
  tools?: readonly RichTextTool[]
}

export type RichTextTool = 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'quote'
type Mark = RichTextTool

const TOOLS: { mark: Mark; icon: LucideIcon; node: string; run: (editor: Editor) => void }[] = [
  { mark: 'bold', icon: Bold, node: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', icon: Italic, node: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  {
    mark: 'underline',
    icon: Underline,
    node: 'underline',
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  { mark: 'strike', icon: Strikethrough, node: 'strike', run: (e) => e.chain().focus().toggleStrike().run() },
  {
    mark: 'bulletList',
    icon: List,
    node: 'bulletList',
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    mark: 'orderedList',
    icon: ListOrdered,
    node: 'orderedList',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { mark: 'quote', icon: Quote, node: 'blockquote', run: (e) => e.chain().focus().toggleBlockquote().run() },
]

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

export default function TiptapEditor({
  id,
  value,
  onChange,
  placeholder,
  invalid = false,
  disabled = false,
  className,
  minHeight = '8rem',
  tools,
  ...aria
}: TiptapEditorProps) {
  const { t } = useTranslation('common')
  const onChangeRef = useRef(onChange)
  // The last HTML the owner knows of: an update that produces it again (the editor's first render of the
  // initial content, a setContent from outside) is no change to report.
  const knownRef = useRef(value)
  useEffect(() => {
    onChangeRef.current = onChange
    knownRef.current = value
  })

  const editor = useEditor({
    extensions: [
      // Headings, code and rules are more than a message or a task note needs; links stay (pasted URLs).
      StarterKit.configure({ heading: false, code: false, codeBlock: false, horizontalRule: false }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(aria['aria-label'] ? { 'aria-label': aria['aria-label'] } : {}),
        ...(aria['aria-labelledby'] ? { 'aria-labelledby': aria['aria-labelledby'] } : {}),
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text-content px-3 py-2 outline-none',
        style: `min-height: ${minHeight}`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current)
      if (html === knownRef.current) return
      knownRef.current = html
      onChangeRef.current(html)
    },
  })

  // A value set from outside (a form reset, another draft opened) replaces the document; the editor's own
  // echo does not, so the caret never jumps while typing.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === htmlOf(editor)) return
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  useEffect(() => {
    editor?.setEditable(!disabled)
  }, [editor, disabled])

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map((tool) => [tool.mark, current?.isActive(tool.node) ?? false])) as Record<
        Mark,
        boolean
      >,
  })

  const shown = tools ? tools.flatMap((mark) => TOOLS.filter((tool) => tool.mark === mark)) : TOOLS

  return (
    <div
      className={cn(
        'rounded-lg border border-input bg-card transition-colors focus-within:border-primary-ink focus-within:ring-2 focus-within:ring-ring/40',
        invalid && 'border-danger-ink',
        disabled && 'opacity-60',
        className,
      )}
    >
      {shown.length > 0 && (
        <Toolbar
          label={t('editor.toolbar')}
          disabled={disabled || !editor}
          items={shown.map(({ mark, icon, run }) => ({
            key: mark,
            icon,
            label: t(`editor.${mark}`),
            pressed: active?.[mark] ?? false,
            onClick: () => editor && run(editor),
          }))}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  )
}

interface ToolbarItem {
  key: string
  icon: LucideIcon
  label: string
  pressed: boolean
  onClick: () => void
}

/** A WAI-ARIA toolbar: one tab stop, arrow keys move between its buttons (swapped in RTL), Home and End. */
function Toolbar({ label, disabled, items }: { label: string; disabled: boolean; items: ToolbarItem[] }) {
  const [current, setCurrent] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const last = items.length - 1
    const next = {
      ArrowRight: rtl ? current - 1 : current + 1,
      ArrowLeft: rtl ? current + 1 : current - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = (next + items.length) % items.length
    setCurrent(index)
    buttons.current[index]?.focus()
  }

  return (
    <div
      role="toolbar"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-0.5 border-b border-input p-1"
    >
      {items.map(({ key, icon: Icon, label: itemLabel, pressed, onClick }, index) => (
        <button
          key={key}
          ref={(node) => {
            buttons.current[index] = node
          }}
          type="button"
          tabIndex={index === current ? 0 : -1}
          aria-label={itemLabel}
          aria-pressed={pressed}
          disabled={disabled}
          // keep the caret in the document while clicking a tool
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={onClick}
          className="flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-primary-light hover:text-primary-ink aria-pressed:bg-primary-light aria-pressed:text-primary-ink disabled:opacity-50"
        >
          <Icon aria-hidden className="size-4" />
        </button>
      ))}
    </div>
  )
}
