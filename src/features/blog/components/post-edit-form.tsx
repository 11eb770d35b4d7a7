import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { blogEditBodySchema, type BlogEditBody, type StoredBlogPost } from '@contract/blog'
import { BLOG_CATEGORIES, BLOG_STATUSES, type BlogCategory } from '@contract/blog.values'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import { Button, buttonClassName } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast'
import { applyServerErrors } from '@/lib/forms/server-errors'
import { useUpdatePost } from '../api/update-post'
import { FeaturedImageField } from './featured-image-field'

type Field = 'title' | 'slug' | 'tags' | 'excerpt' | 'content'
const FIELDS: Field[] = ['title', 'slug', 'tags', 'excerpt', 'content']

const valuesOf = (post: StoredBlogPost): BlogEditBody => ({
  id: post.id,
  title: post.title,
  slug: post.slug,
  tags: post.tags,
  status: post.status,
  excerpt: post.excerpt,
  content: post.content,
  img: { hue: post.img.hue, pattern: post.img.pattern },
})

/** Title, slug, categories, status, excerpt, content and picture; Save stores them and the detail shows them. */
export function PostEditForm({ post }: { post: StoredBlogPost }) {
  const { t } = useTranslation('blog')
  const ids = { categories: useId(), content: useId() }
  const form = useForm<BlogEditBody>({
    resolver: zodResolver(blogEditBodySchema),
    defaultValues: valuesOf(post),
  })
  const update = useUpdatePost()
  const { errors } = form.formState
  const message = (field: Field) => {
    const error = errors[field]
    if (!error) return undefined
    if (field === 'slug' && error.message?.startsWith('Another')) return t('errors.slugTaken')
    return t(`errors.${field}`)
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { post: saved } = await update.mutateAsync(values)
      form.reset(valuesOf(saved))
      toast.success(t('saved'))
    } catch (error) {
      if (applyServerErrors(form.setError, error, { fields: FIELDS }).length === 0)
        toast.error(t('saveFailed'), { description: error instanceof Error ? error.message : '' })
    }
  })

  return (
    <form
      noValidate
      aria-label={t('editTitle')}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label={t('form.title')} required error={message('title')}>
          <Input {...form.register('title')} />
        </FormField>
        <FormField label={t('form.slug')} required error={message('slug')} hint={t('form.slugHint')}>
          <Input {...form.register('slug')} />
        </FormField>
        <fieldset
          aria-describedby={errors.tags ? `${ids.categories}-error` : undefined}
          className="flex flex-col gap-2"
        >
          <legend className="mb-1 text-sm font-medium">{t('form.categories')}</legend>
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => (
              <div className="flex flex-wrap gap-4">
                {BLOG_CATEGORIES.map((category) => {
                  const checked = field.value.includes(category)
                  const toggle = () =>
                    field.onChange(
                      checked
                        ? field.value.filter((tag: BlogCategory) => tag !== category)
                        : [...field.value, category],
                    )
                  return (
                    <div key={category} className="flex items-center gap-2">
                      <Checkbox
                        id={`${ids.categories}-${category}`}
                        checked={checked}
                        onCheckedChange={toggle}
                      />
                      <Label htmlFor={`${ids.categories}-${category}`}>{t(`categories.${category}`)}</Label>
                    </div>
                  )
                })}
              </div>
            )}
          />
          {errors.tags && (
            <p id={`${ids.categories}-error`} className="text-sm text-danger-ink">
              {message('tags')}
            </p>
          )}
        </fieldset>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <FormField label={t('form.status')}>
              {(control) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...control}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {BLOG_STATUSES.map((status) => (
                      <SelectItem key={status} value={status}>
                        {t(`status.${status}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
      </div>
      <FormField label={t('form.excerpt')} error={message('excerpt')}>
        <Textarea rows={2} {...form.register('excerpt')} />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span id={ids.content} className="text-sm font-medium">
          {t('form.content')}
        </span>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              aria-labelledby={ids.content}
              minHeight="14rem"
            />
          )}
        />
        {errors.content && <p className="text-sm text-danger-ink">{message('content')}</p>}
      </div>
      <Controller
        control={form.control}
        name="img"
        render={({ field }) => <FeaturedImageField value={field.value} onChange={field.onChange} />}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('save')}
        </Button>
        <Button
          type="button"
          variant="outline"
          color="neutral"
          disabled={!form.formState.isDirty}
          onClick={() => form.reset()}
        >
          {t('reset')}
        </Button>
        <Link
          to="/pages/blog/detail/$id"
          params={{ id: String(post.id) }}
          className={buttonClassName({ variant: 'ghost' })}
        >
          {t('viewPost')}
        </Link>
      </div>
    </form>
  )
}
