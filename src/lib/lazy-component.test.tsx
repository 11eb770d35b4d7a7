import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyComponent } from './lazy-component'

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading</p>}>{node}</Suspense>

describe('lazyComponent', () => {
  it('renders at once, without its fallback, once its code has been preloaded', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ Greeting }), 'Greeting')
    await Lazy.preload()
    render(inSuspense(<Lazy name="Noor" />))
    // no await: React held a settled import back for up to 300 ms when the first render suspended on it
    expect(screen.getByText('Hello, Noor')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('shows the fallback until code that was not preloaded arrives', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ Greeting }), 'Greeting')
    render(inSuspense(<Lazy name="Ana" />))
    expect(screen.getByText('Loading')).toBeInTheDocument()
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument()
  })

  it('fetches the code once, and again after a failed fetch', async () => {
    let fetches = 0
    const Lazy = lazyComponent(() => {
      fetches += 1
      return fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Greeting })
    }, 'Greeting')
    await expect(Lazy.preload()).rejects.toThrow('offline')
    await Lazy.preload()
    await Lazy.preload()
    expect(fetches).toBe(2)
    render(inSuspense(<Lazy name="Lea" />))
    expect(screen.getByText('Hello, Lea')).toBeInTheDocument()
  })
})
