import { lazy, Suspense } from 'react'
import { cn } from '@/lib/utils'
import type { TiptapEditorProps } from './tiptap-editor'

// tiptap and ProseMirror are the heaviest part of a form; they load when the first editor is drawn, not with
// the route that might show one.
const TiptapEditor = lazy(() => import('./tiptap-editor'))

export type RichTextEditorProps = TiptapEditorProps

/**
 * A small rich-text field: bold, italic, underline, strike, lists and quotes, with a keyboard-reachable
 * toolbar. `value` and `onChange` carry HTML; an empty document is ''. The page must sanitise stored HTML before
 * showing it anywhere else (the editor itself only renders the nodes it knows).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          aria-hidden
          className={cn('rounded-lg border border-input bg-card', props.className)}
          style={{ minHeight: `calc(${props.minHeight ?? '8rem'} + 2.75rem)` }}
        />
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  )
}
