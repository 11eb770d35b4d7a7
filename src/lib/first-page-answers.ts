import { startTransition, useEffect, useState } from 'react'

/*
 * The app's first page draws once, with its data (docs/state.md, "The first page draws once"). Its route's loader
 * starts its calls and notes their answers here, without returning them to the router (which would hold every
 * later navigation until they are in); the shell's page area holds the page, and the footer under it, until they
 * are in.
 */

/** How long the first page waits for its first answers before it draws its placeholders instead. */
const FIRST_ANSWERS_WAIT_MS = 300

/** The answers to the first page's calls: the first ones noted, by the first page's loader. */
let firstPage: Promise<unknown> | undefined
let firstPageWaited = false

/** Called with the answers to every page's first calls; the first page's are the ones waited for. */
export function noteFirstPageAnswers(answers: Promise<unknown>): void {
  firstPage ??= answers
}

/**
 * False until the app's first page has its first answers (or waited `FIRST_ANSWERS_WAIT_MS` for them); then it
 * turns true in a transition, so the page renders once, with its data, in slices. Rendered at once, it would draw
 * its placeholders and then render again as each answer arrived, in one blocking task each (answers reach React
 * through a store, and React applies a store's change at once). True from the start for later pages.
 */
export function useFirstPageAnswered(): boolean {
  const [answered, setAnswered] = useState(() => firstPageWaited || firstPage === undefined)
  useEffect(() => {
    if (answered) return
    let mounted = true
    const waited = new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS))
    void Promise.race([firstPage, waited]).then(() => {
      firstPageWaited = true
      if (mounted) startTransition(() => setAnswered(true))
    })
    return () => {
      mounted = false
    }
  }, [answered])
  return answered
}
