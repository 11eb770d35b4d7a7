import type { ReactNode } from 'react'
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
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">
          <bdi>{intro}</bdi>
        </p>
      </header>
      <Card className="min-w-0 overflow-hidden">
        <CardHeader className="pb-0">
          <CardTitle>{cardTitle}</CardTitle>
        </CardHeader>
        {children}
      </Card>
    </div>
  )
}
