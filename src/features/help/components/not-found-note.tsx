import { Link } from '@tanstack/react-router'
import FileQuestion from 'lucide-react/icons/file-question-mark'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '@/components/ui/button'

/** An unknown category or question: say so, and lead back to the knowledge base. */
export function NotFoundNote({ message }: { message: string }) {
  const { t } = useTranslation('help')
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{message}</h1>
      <Link to="/pages/knowledge-base" className={buttonClassName({ variant: 'outline' })}>
        {t('kb.back')}
      </Link>
    </div>
  )
}
