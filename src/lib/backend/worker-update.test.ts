import { watchForUpdate } from './worker-update'

/** A service worker stand-in: a state, its statechange events, and the messages posted to it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = []
  constructor(public state: ServiceWorkerState) {
    super()
  }
  postMessage(message: unknown) {
    this.messages.push(message)
  }
  become(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null
  installing: FakeWorker | null = null
  update = vi.fn(() => Promise.resolve())
  /** A new build's worker starts installing, then finishes and waits. */
  install() {
    const worker = new FakeWorker('installing')
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
    this.installing = null
    this.waiting = worker
    worker.become('installed')
    return worker
  }
}

function setup({ controlled = true, waiting = false } = {}) {
  const registration = new FakeRegistration()
  if (waiting) registration.waiting = new FakeWorker('installed')
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    getRegistration: () => Promise.resolve(registration as unknown as ServiceWorkerRegistration),
  })
  const visibility = Object.assign(new EventTarget(), { visibilityState: 'visible' as const })
  const reload = vi.fn()
  const onWaiting = vi.fn<(apply: () => void) => void>()
  let time = 0
  const stop = watchForUpdate(container, onWaiting, { reload, visibility, now: () => time })
  return {
    registration,
    container,
    visibility,
    reload,
    onWaiting,
    stop,
    advance: (ms: number) => (time += ms),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve))

describe('watchForUpdate', () => {
  it('tells once a new build has installed, and applying it posts SKIP_WAITING and reloads on takeover', async () => {
    const { registration, container, onWaiting, reload } = setup()
    await settle()
    expect(onWaiting).not.toHaveBeenCalled()

    const worker = registration.install()
    expect(onWaiting).toHaveBeenCalledTimes(1)
    expect(worker.messages).toEqual([])

    onWaiting.mock.calls[0][0]()
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }])
    expect(reload).not.toHaveBeenCalled()
    container.dispatchEvent(new Event('controllerchange'))
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('tells at once about a worker that was already waiting when the page started', async () => {
    const { onWaiting } = setup({ waiting: true })
    await settle()
    expect(onWaiting).toHaveBeenCalledTimes(1)
  })

  it('says nothing on a first visit, where the installed worker is the first one', async () => {
    const { registration, onWaiting } = setup({ controlled: false })
    await settle()
    registration.install()
    expect(onWaiting).not.toHaveBeenCalled()
  })

  it('stops telling once stopped', async () => {
    const { registration, onWaiting, stop } = setup()
    await settle()
    stop()
    registration.install()
    expect(onWaiting).not.toHaveBeenCalled()
  })

  it('asks for a new build when the tab is shown again after an hour, not sooner', async () => {
    const { registration, visibility, advance } = setup()
    await settle()
    advance(30 * 60 * 1000)
    visibility.dispatchEvent(new Event('visibilitychange'))
    expect(registration.update).not.toHaveBeenCalled()
    advance(31 * 60 * 1000)
    visibility.dispatchEvent(new Event('visibilitychange'))
    expect(registration.update).toHaveBeenCalledTimes(1)
  })
})
