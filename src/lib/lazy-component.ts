import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type Loaded<P> = { default: ComponentType<P> }

/**
 * React.lazy for a named export, plus a `preload` to start fetching early (on hover or focus of what opens it).
 * Used to keep UI that is not needed for the first paint out of the initial bundle.
 *
 * Once the code has arrived, the component's first render uses it at once instead of suspending. React.lazy
 * suspends on any promise, even one already settled, and React then holds the boundary's content back for up to
 * 300 ms (it reveals suspended content in batches): a sheet preloaded long before its button was pressed still
 * opened 300 ms late. React reads a thenable that calls back at once as loaded (docs/ui-primitives.md).
 */
export function lazyComponent<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> } {
  let pending: Promise<Loaded<P>> | undefined
  let loaded: Loaded<P> | undefined
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = { default: module[name] }),
      (error: unknown) => {
        pending = undefined // a failed fetch (offline, a new deployment) may be tried again
        throw error
      },
    ))
  const Component = lazy(() => {
    const ready = loaded
    // settled already: a thenable that answers at once, so React renders without suspending (awaiting it works
    // too, which is what the rule guards against)
    // oxlint-disable-next-line unicorn/no-thenable
    if (ready) return { then: (resolve: (module: Loaded<P>) => void) => resolve(ready) } as Promise<Loaded<P>>
    return preload()
  })
  return Object.assign(Component, { preload })
}
