import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { TileArt } from '@/components/tile-art'
import { Avatar } from '@/components/ui/avatar'
import { DemoCard } from '../components/demo-card'

const BASIC_CODE = `<div className="flex items-start gap-4">
  <Avatar name="Maren Olsson" size="lg" />
  <div className="min-w-0 flex-1">
    <h3 className="font-medium">Maren Olsson</h3>
    <p className="text-sm text-muted-foreground">…</p>
  </div>
</div>`

const IMAGE_CODE = `<div className="flex items-start gap-4">
  <TileArt art={{ hue: 28, pattern: 'diamond' }} className="size-24 shrink-0 rounded-md" />
  <div className="min-w-0 flex-1">…</div>
</div>`

const NESTED_CODE = `<ul>
  <li className="flex gap-3">
    <Avatar name="Tariq Haddad" />
    <div className="min-w-0 flex-1">
      <p>…</p>
      <ul className="mt-4">{/* replies: the same object, one level in */}</ul>
    </div>
  </li>
</ul>`

const END_CODE = `<div className="flex items-start gap-4">
  <div className="min-w-0 flex-1 text-end">…</div>
  <Avatar name="Lucía Ferrer" size="lg" />
</div>`

const CENTER_CODE = `<div className="flex items-center gap-4">
  <Avatar name="Kenji Mori" size="xl" />
  <div className="min-w-0 flex-1">…</div>
</div>`

/** One comment and its replies: the media object nested in itself. */
interface Comment {
  name: string
  color: 'primary' | 'success' | 'info' | 'warning'
  key: 'question' | 'answer' | 'thanks' | 'followUp'
  replies?: Comment[]
}

const THREAD: Comment[] = [
  {
    name: 'Tariq Haddad',
    color: 'primary',
    key: 'question',
    replies: [
      {
        name: 'Zofia Nowak',
        color: 'success',
        key: 'answer',
        replies: [{ name: 'Tariq Haddad', color: 'primary', key: 'thanks' }],
      },
    ],
  },
  { name: 'Amara Osei', color: 'info', key: 'followUp' },
]

function CommentList({ comments, nested }: { comments: Comment[]; nested?: boolean }) {
  const { t } = useTranslation('uiDisplay')
  return (
    <ul className={nested ? 'mt-4 grid gap-4' : 'grid gap-5'}>
      {comments.map((comment) => (
        <li key={`${comment.key}-${comment.name}`} className="flex items-start gap-3">
          <Avatar name={comment.name} color={comment.color} size={nested ? 'sm' : 'md'} />
          <div className="min-w-0 flex-1">
            <p className="text-sm">
              <span className="font-medium">{comment.name}</span>{' '}
              <span className="text-muted-foreground">{t(`mediaObjects.nested.${comment.key}.when`)}</span>
            </p>
            <p className="mt-1 text-sm">{t(`mediaObjects.nested.${comment.key}.text`)}</p>
            {comment.replies && <CommentList comments={comment.replies} nested />}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Media objects: a picture beside text, built from Avatar or TileArt and flex; nested, at the end, centred. */
export function MediaObjectsPage() {
  const { t } = useTranslation('uiDisplay')
  return (
    <div>
      <PageHeader title={t('mediaObjects.title')} intro={t('mediaObjects.intro')} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DemoCard
          title={t('mediaObjects.basic.title')}
          description={t('mediaObjects.basic.description')}
          code={BASIC_CODE}
        >
          <div className="flex items-start gap-4">
            <Avatar name="Maren Olsson" size="lg" color="success" />
            <div className="min-w-0 flex-1">
              <h3 className="font-medium">Maren Olsson</h3>
              <p className="text-sm text-muted-foreground">{t('mediaObjects.basic.role')}</p>
              <p className="mt-2 text-sm">{t('mediaObjects.basic.text')}</p>
            </div>
          </div>
        </DemoCard>
        <DemoCard
          title={t('mediaObjects.image.title')}
          description={t('mediaObjects.image.description')}
          code={IMAGE_CODE}
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <TileArt
              art={{ hue: 28, pattern: 'diamond' }}
              className="h-24 w-full shrink-0 rounded-md sm:w-32"
            />
            <div className="min-w-0 flex-1">
              <h3 className="font-medium">{t('mediaObjects.image.heading')}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t('mediaObjects.image.text')}</p>
            </div>
          </div>
        </DemoCard>
        <DemoCard
          title={t('mediaObjects.nested.title')}
          description={t('mediaObjects.nested.description')}
          code={NESTED_CODE}
          className="xl:col-span-2"
        >
          <CommentList comments={THREAD} />
        </DemoCard>
        <DemoCard
          title={t('mediaObjects.end.title')}
          description={t('mediaObjects.end.description')}
          code={END_CODE}
        >
          <div className="flex items-start gap-4">
            <div className="min-w-0 flex-1 text-end">
              <h3 className="font-medium">Lucía Ferrer</h3>
              <p className="text-sm text-muted-foreground">{t('mediaObjects.end.role')}</p>
              <p className="mt-2 text-sm">{t('mediaObjects.end.text')}</p>
            </div>
            <Avatar name="Lucía Ferrer" size="lg" color="warning" />
          </div>
        </DemoCard>
        <DemoCard
          title={t('mediaObjects.center.title')}
          description={t('mediaObjects.center.description')}
          code={CENTER_CODE}
        >
          <div className="flex flex-col gap-5">
            <div className="flex items-center gap-4">
              <Avatar name="Kenji Mori" size="xl" color="info" />
              <div className="min-w-0 flex-1">
                <h3 className="font-medium">Kenji Mori</h3>
                <p className="text-sm text-muted-foreground">{t('mediaObjects.center.text')}</p>
              </div>
            </div>
            <div className="flex items-center gap-4">
              <TileArt art={{ hue: 205, pattern: 'ring' }} className="size-16 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <h3 className="font-medium">{t('mediaObjects.center.heading')}</h3>
                <p className="text-sm text-muted-foreground">{t('mediaObjects.center.caption')}</p>
              </div>
            </div>
          </div>
        </DemoCard>
      </div>
    </div>
  )
}
