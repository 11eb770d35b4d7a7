import { useState } from 'react'

function readSavedStep(storageKey: string, total: number): number | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null')
    const step = typeof saved === 'object' && saved !== null && 'step' in saved ? saved.step : null
    return typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < total ? step : null
  } catch {
    return null
  }
}

/**
 * A tour that can be picked up where it was left: the step is kept in localStorage under `storageKey` (namespace
 * it, e.g. `tessera.tour.<name>`) on every move, so closing the tour or reloading the page leaves `saved` set;
 * finishing it (Done on the last step, or Skip) clears it, and restarting starts it over. Feed `step`, `setStep` and `finish`
 * to TourGuide (`onStepChange`, `onFinish`) and offer `resume` while `saved` is set and the tour is not running.
 */
export function useResumableTour(storageKey: string, total: number) {
  const [step, setStepState] = useState<number | null>(null)
  const [saved, setSaved] = useState<number | null>(() => readSavedStep(storageKey, total))
  const setStep = (next: number | null) => {
    setStepState(next)
    if (next === null) return
    setSaved(next)
    try {
      localStorage.setItem(storageKey, JSON.stringify({ step: next }))
    } catch {
      // storage full or blocked: the tour still runs, it just cannot be resumed after a reload
    }
  }
  const finish = () => {
    setSaved(null)
    try {
      localStorage.removeItem(storageKey)
    } catch {
      // nothing was stored then
    }
  }
  return {
    step,
    setStep,
    finish,
    /** The step the user left the tour at, or null when there is nothing to resume. */
    saved: step === null ? saved : null,
    resume: () => setStep(saved ?? 0),
    restart: () => setStep(0),
  }
}
