/**
 * Keeps a smooth scroll to a result's heading aimed at it while the scroll is under way.
 *
 * The browser's smooth scroll flies to the place the heading had when it started. A result's
 * screen may still be changing then: on a shared link the form can take the link's values a
 * moment after the result is drawn (a field that only some options show goes away, and the
 * card moves up by its height), and the card's later parts (a table, "Como calculamos") make
 * the page taller. Measured on the empréstimo link at 360 px: the scroll set off for 991 px,
 * the form above the card then shrank by 124 px, and the heading ended 44 px above the top of
 * the screen, under the sticky header (docs/performance.md).
 *
 * So, while our own scroll flies, each frame reads where the heading now is and, when the point
 * to scroll to has moved, aims again. It stops for good at the first of: the scroll arrives; the
 * person turns the wheel, or touches, clicks or presses a key (then the scroll stops where it is,
 * so that what they act on stays under the finger); the page is farther from the point
 * than a frame before (something else scrolled it: a person's scroll bar, a test's click on a
 * field above); the page, once moving, has not moved for `STILL_FRAMES` frames; the
 * heading leaves the page; `LIMIT_MS` pass. After that it never moves the page: a later change
 * above the card is for the browser's scroll anchoring to absorb, and a later scroll is the
 * person's.
 */

/** Longer than a smooth scroll lasts on a phone slowed 6× (about 0,6 s): only a safety net. */
const LIMIT_MS = 3000

/** A smooth scroll moves on every frame; one that stops for this long was stopped. */
const STILL_FRAMES = 10

/** A person acting on the page: what they touch or type into must stay where it is. */
const ACTS = ['touchstart', 'pointerdown', 'keydown'] as const

/** Where the scroll must end, in its scroller's own coordinates: the heading's place less its
 * scroll margin, and no further than the scroller can go. `null` while the heading has no box
 * (a Suspense boundary hides the card while a part of it loads). */
export function aimPoint(heading: HTMLElement, scroller: Element | null): number | null {
  if (heading.getClientRects().length === 0) return null
  const margin = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0
  const top = heading.getBoundingClientRect().top
  if (scroller === null) {
    const root = document.documentElement
    return Math.min(top + window.scrollY - margin, root.scrollHeight - window.innerHeight)
  }
  const offset = top - scroller.getBoundingClientRect().top + scroller.scrollTop
  return Math.min(offset - margin, scroller.scrollHeight - scroller.clientHeight)
}

/** The box that scrolls the heading (a dialog), or `null` for the page itself. */
export function scrollerOf(el: Element): Element | null {
  for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowY
    if (overflow === 'auto' || overflow === 'scroll') return box
  }
  return null
}

/** What a frame of following decides. */
export type Step = 'aim' | 'stop' | 'wait'

/** Follows one scroll: fed, each frame, the point to scroll to (`null` while the heading has no
 * box) and where the scroller is. */
export function follower(firstPoint: number | null, firstPosition: number) {
  let aimedAt = firstPoint
  // How far the scroll still had to go at the last frame: ours only ever comes closer.
  let distance = firstPoint === null ? Infinity : Math.abs(firstPoint - firstPosition)
  // Frames without a step since the scroll last moved; not counted before it first moves (a
  // busy phone may take a while to start it).
  let still = 0
  let moving = false
  return (point: number | null, position: number): Step => {
    if (point === null) {
      // The card is hidden for now (the page may be shorter meanwhile): nothing to compare.
      distance = Infinity
      still = 0
      return 'wait'
    }
    const left = Math.abs(point - position)
    if (aimedAt === null || Math.abs(point - aimedAt) > 1) {
      aimedAt = point
      distance = left
      still = 0
      moving = false
      return 'aim'
    }
    if (left <= 1 || left > distance + 2) return 'stop'
    if (left < distance - 0.5) {
      moving = true
      still = 0
    } else if (moving) still += 1
    distance = left
    return still >= STILL_FRAMES ? 'stop' : 'wait'
  }
}

/**
 * Calls `aim` (which starts the smooth scroll) now, and again whenever the point to scroll to
 * moves by more than a pixel while that scroll is still ours. Returns a function that stops
 * following.
 */
export function aimAndFollow(heading: HTMLElement, aim: () => void): () => void {
  const scroller = scrollerOf(heading)
  const position = () => (scroller === null ? window.scrollY : scroller.scrollTop)
  const start = performance.now()
  const step = follower(aimPoint(heading, scroller), position())
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('wheel', stop, true)
    for (const type of ACTS) window.removeEventListener(type, halt, true)
  }
  // The scroll stops where it is, so that the control a finger (or a test's click) went down on
  // is still under it when it comes up. An instant scroll ends a smooth one.
  const halt = () => {
    stop()
    if (scroller === null) window.scrollTo({ top: window.scrollY, behavior: 'instant' })
    else scroller.scrollTo({ top: scroller.scrollTop, behavior: 'instant' })
  }
  const check = () => {
    if (!heading.isConnected || performance.now() - start > LIMIT_MS) return stop()
    const next = step(aimPoint(heading, scroller), position())
    if (next === 'stop') return stop()
    if (next === 'aim') aim()
    frame = requestAnimationFrame(check)
  }
  // A wheel scrolls the page itself, which ends ours.
  window.addEventListener('wheel', stop, { capture: true, passive: true })
  for (const type of ACTS) window.addEventListener(type, halt, { capture: true, passive: true })
  aim()
  frame = requestAnimationFrame(check)
  return stop
}
