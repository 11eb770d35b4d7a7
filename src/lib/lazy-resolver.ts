import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose schema (and zod with it, about 40 KB gzip) loads on first use instead of with
 * the form: a sign-in page can paint and go idle without it. `preload()` starts the load early, for example when
 * a field takes focus, so the first submit does not wait for it. See docs/benchmarks.md, "The sign-in page".
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> & { preload: () => void } {
  let loading: Promise<Resolver<Values>> | undefined
  const get = () => (loading ??= load())
  const resolver: Resolver<Values> = async (values, context, options) => (await get())(values, context, options)
  return Object.assign(resolver, { preload: () => void get() })
}
