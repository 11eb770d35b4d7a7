import { createFileRoute } from '@tanstack/react-router'

/** The extension demo pages' (dialogs, toasts, sliders, drag and drop, tour...) strings. */
export const Route = createFileRoute('/_app/extensions')({
  staticData: { namespaces: ['uikit', 'uiExtensions'] },
})
