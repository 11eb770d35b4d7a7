import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * React.lazy for a named export, plus a `preload` to start fetching early (on hover or focus of what opens it).
 * Used to keep UI that is not needed for the first paint out of the initial bundle.
 */
export function lazyComponent<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> } {
  let pending: Promise<Record<K, ComponentType<P>>> | undefined
  const preload = () => (pending ??= load())
  const Component = lazy(async () => ({ default: (await preload())[name] }))
  return Object.assign(Component, { preload })
}
