import { useSyncExternalStore } from 'react'
import {
  CUSTOMIZER_SECTIONS,
  DEFAULT_LAYOUT,
  type CustomizerSection,
  type LayoutSettings,
} from '@/config/theme-config'
import { readLayoutSettings, writeLayoutSettings } from './layout-storage'

/*
 * The layout store: the user's stored preferences plus the overrides of the page on screen.
 * A route may force settings (a collapsed menu, a boxed page, ...) through its meta; those live in a separate
 * layer, so leaving the page gives the user's own settings back and the stored preference is never overwritten.
 * A change to a setting the page forces stays on that page; resets restore the stored preferences only.
 */
type Listener = () => void

let stored: LayoutSettings = readLayoutSettings()
let overrides: Partial<LayoutSettings> = {}
let effective: LayoutSettings = stored
const listeners = new Set<Listener>()

function publish() {
  effective = { ...stored, ...overrides }
  applyToDocument(effective)
  for (const listener of listeners) listener()
}

/** The browser's title bar (an installed app's window) takes the skin's page background (tokens.css). */
const THEME_COLOR = { light: '#f4f5fa', dark: '#161a26' }

/** The one place that sets skin and direction on <html> once the app runs (index.html does it before paint). */
function applyToDocument(settings: LayoutSettings) {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  const color = THEME_COLOR[settings.skin === 'dark' ? 'dark' : 'light']
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
    meta.content = color
  root.classList.toggle('dark', settings.skin === 'dark')
  root.dataset.skin = settings.skin
  root.dir = settings.isRTL ? 'rtl' : 'ltr'
}

export const layoutStore = {
  get: (): LayoutSettings => effective,
  getStored: (): LayoutSettings => stored,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  set(patch: Partial<LayoutSettings>) {
    const forced: Partial<LayoutSettings> = {}
    const preferred: Partial<LayoutSettings> = {}
    for (const [key, value] of Object.entries(patch) as [keyof LayoutSettings, never][]) {
      ;(key in overrides ? forced : preferred)[key] = value
    }
    overrides = { ...overrides, ...forced }
    if (Object.keys(preferred).length > 0) {
      stored = { ...stored, ...preferred }
      writeLayoutSettings(stored)
    }
    publish()
  },
  resetSection(section: CustomizerSection) {
    const keys = CUSTOMIZER_SECTIONS[section]
    const defaults = Object.fromEntries(keys.map((key) => [key, DEFAULT_LAYOUT[key]]))
    stored = { ...stored, ...defaults }
    writeLayoutSettings(stored)
    publish()
  },
  resetAll() {
    stored = { ...DEFAULT_LAYOUT }
    writeLayoutSettings(stored)
    publish()
  },
  /** Called by the router whenever the page changes; an empty object gives the user's settings back. */
  setRouteOverrides(next: Partial<LayoutSettings>) {
    if (shallowEqual(next, overrides)) return
    overrides = next
    publish()
  },
  /** Re-reads storage, e.g. when another tab changed the settings. */
  reload() {
    stored = readLayoutSettings()
    publish()
  },
}

function shallowEqual(a: object, b: object) {
  const ka = Object.keys(a)
  return ka.length === Object.keys(b).length && ka.every((k) => a[k as never] === b[k as never])
}

const subscribeToLayout = (onChange: () => void) => layoutStore.subscribe(onChange)

export function useLayout(): LayoutSettings
export function useLayout<T>(select: (settings: LayoutSettings) => T): T
export function useLayout<T>(select?: (settings: LayoutSettings) => T) {
  // The selection is the snapshot, so a component re-renders only when its own value changes (selecting after
  // the store's snapshot re-rendered every reader on every change: the whole shell on any setting). `select`
  // must return a primitive or a value taken from the settings, never a new object.
  const snapshot: () => T | LayoutSettings = select
    ? () => select(layoutStore.get())
    : () => layoutStore.get()
  return useSyncExternalStore<T | LayoutSettings>(subscribeToLayout, snapshot, snapshot)
}

export const setLayout = (settings: Parameters<typeof layoutStore.set>[0]) => layoutStore.set(settings)
