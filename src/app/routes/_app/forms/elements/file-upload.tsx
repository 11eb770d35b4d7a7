import { createFileRoute } from '@tanstack/react-router'
import { FileUploadPage } from '@/features/ui-kit/formel'

export const Route = createFileRoute('/_app/forms/elements/file-upload')({
  component: FileUploadPage,
})
