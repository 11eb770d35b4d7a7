import type { ReactNode } from 'react'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'

/** One demo: a card with a title, a line on what the chart shows, and the chart. */
export function ChartCard({
  title,
  description,
  className,
  children,
}: {
  title: string
  description: string
  className?: string
  children: ReactNode
}) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="pt-4">{children}</CardContent>
    </Card>
  )
}

/** The page: its heading and introduction, then the cards in a grid that drops to one column on phones. */
export function ChartPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div>
      <PageHeader title={title} intro={intro} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">{children}</div>
    </div>
  )
}
