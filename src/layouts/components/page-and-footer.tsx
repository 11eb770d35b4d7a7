import { useDeferredValue, type ReactNode } from 'react'
import { useFirstPageAnswered } from '@/lib/first-page-answers'
import { Footer } from '../footer/footer'
import { ContentArea } from './content-area'

/**
 * The page area and the footer under it. When the shell first appears (a visit, a reload, a switch of layout), the
 * page inside it is drawn by a second render that React may pause: the navbar and menu paint first, then the page
 * is built in slices of a few milliseconds, so the browser stays free to answer a tap and to paint in between. In
 * one render, shell and dashboard made a single task of 200 to 280 ms on a throttled phone, most of the page's
 * Total Blocking Time (docs/layout.md, "The first page of a visit"; docs/benchmarks.md).
 *
 * The app's first page also waits for its first answers, briefly, so it renders once, with them
 * (`useFirstPageAnswered`; docs/state.md, "The first page draws once").
 *
 * The footer waits with the page: shown under an empty page area, it would be pushed down (a layout shift) as the
 * page arrived. Later navigations render the new page at once; the shell is already there.
 */
export function PageAndFooter({ children }: { children: ReactNode }) {
  const answered = useFirstPageAnswered()
  const pageReady = useDeferredValue(true, false) && answered
  return (
    <>
      <ContentArea>{pageReady ? children : null}</ContentArea>
      {pageReady && <Footer />}
    </>
  )
}
