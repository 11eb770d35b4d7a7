import type { ReactNode } from 'react'
import { PageHeader } from '@/components/page-header'
import { Card, CardHeader, CardTitle } from '@/components/ui/card'

/** A data-table demo: the page's heading and introduction, then the table in a card under its own title. */
export function EmployeesCard({
  title,
  intro,
  cardTitle,
  children,
}: {
  title: string
  intro: string
  cardTitle: string
  children: ReactNode
}) {
  return (
    <div>
      <PageHeader title={title} intro={intro} />
      <Card className="min-w-0 overflow-hidden">
        <CardHeader className="pb-0">
          <CardTitle>{cardTitle}</CardTitle>
        </CardHeader>
        {children}
      </Card>
    </div>
  )
}
