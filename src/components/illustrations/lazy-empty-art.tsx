import { lazy, Suspense } from 'react'
import type { EmptyArtKind } from './empty-art'

const EmptyArt = lazy(() => import('./empty-art').then((module) => ({ default: module.EmptyArt })))

/**
 * `EmptyArt` fetched only when a list is empty, so a page whose list has rows pays nothing for it; the space it
 * takes is kept meanwhile, so the text below does not move when it arrives.
 */
export function LazyEmptyArt({ kind }: { kind: EmptyArtKind }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="block aspect-[160/112] w-40" />}>
      <EmptyArt kind={kind} />
    </Suspense>
  )
}
