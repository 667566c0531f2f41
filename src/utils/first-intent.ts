/**
 * The first sign that a person is about to use the page: a pointer moving over it, a touch, a
 * press, a focus or a key. A calculator's formulas and result cards load then, not right after
 * hydration: a visit that only reads (and Lighthouse, which counts every byte a page loads
 * until the network is quiet) fetches none of them, and a person still has them before typing a
 * number, since focusing a field comes first (docs/performance.md, budgets).
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

let seen = false
const waiting = new Set<() => void>()

function noticed() {
  if (seen) return
  seen = true
  for (const event of INTENT_EVENTS) window.removeEventListener(event, noticed, true)
  const callbacks = [...waiting]
  waiting.clear()
  for (const callback of callbacks) inOwnTask(callback)
}

/**
 * What waits for the first intent starts fetching chunks, and each `import()` costs the main
 * thread a few milliseconds on a slow phone. Called together (every form and result region
 * when the page hydrates after the intent, or in the intent's own event), they made one task of
 * 40–60 ms at 4× CPU; one task each keeps every task short (docs/performance.md).
 */
function inOwnTask(callback: () => void): () => void {
  const timer = setTimeout(callback, 0)
  return () => clearTimeout(timer)
}

let listening = false
function listen() {
  if (listening) return
  listening = true
  for (const event of INTENT_EVENTS)
    window.addEventListener(event, noticed, { capture: true, passive: true })
}

/**
 * Whether the person has already shown it: the sign that made the prerendered page's boot script
 * fetch the app (`<html data-intent>`, scripts/prerender.mjs) counts, as does a field focused
 * before the code came.
 */
function alreadyShown(): boolean {
  if (seen || document.documentElement.dataset.intent === 'true') return true
  const active = document.activeElement
  return active !== null && active !== document.body && active !== document.documentElement
}

/**
 * Runs `callback` in a task of its own on the person's first intent, or in the next task if it
 * has happened (a tab or the home dialog shown by a click mounts after it). Returns a function
 * that cancels the wait.
 */
export function afterFirstIntent(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  if (alreadyShown()) {
    seen = true
    return inOwnTask(callback)
  }
  listen()
  // Cancelling also holds after the intent, while the callback's task is still to come.
  let cancelled = false
  const run = () => {
    if (!cancelled) callback()
  }
  waiting.add(run)
  return () => {
    cancelled = true
    waiting.delete(run)
  }
}

/**
 * A `React.lazy` loader for a part whose prerendered HTML already says all: on the server it
 * loads at once (the prerender writes the part), in the browser on the person's first intent,
 * and until then React leaves the part's HTML as it is (docs/performance.md).
 */
export const loadOnFirstIntent =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    typeof window === 'undefined'
      ? load()
      : new Promise<void>((resolve) => afterFirstIntent(resolve)).then(load)
