import { Link } from '@tanstack/react-router'
import FileQuestion from 'lucide-react/icons/file-question-mark'
import { useTranslation } from 'react-i18next'
import { buttonClassName } from '@/components/ui/button'

export function PostNotFound({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation('blog')
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{t(failed ? 'loadFailed' : 'notFound')}</h1>
      <Link to="/pages/blog/list" className={buttonClassName({ variant: 'outline' })}>
        {t('backToList')}
      </Link>
    </div>
  )
}
