import { createFileRoute } from '@tanstack/react-router'
import { requireAbility } from '@/app/guards'

/** The extension demo pages (dialogs, toasts, sliders, drag and drop, tour...) need `read` on `UI`. */
export const Route = createFileRoute('/_app/extensions')({
  beforeLoad: requireAbility('read', 'UI'),
  staticData: { namespaces: ['uikit', 'uiExtensions'] },
})
