import { createContext, type RefObject, useEffect } from 'react'

import { afterFirstIntent } from '@/utils/first-intent.ts'

import type * as FollowScroll from './follow-scroll.ts'

/**
 * How a result card learns whether it was asked for, and how it is said: shared by the result
 * region (which owns the status line) and the result card (which knows its heading and figure).
 */

export type Reveal = {
  /** Whether the result now on screen was asked for (and so should come into view). Asking
   * counts once: the next result that merely updates stays put. */
  take: () => boolean
  /** Says the result; `now` for one just asked for, else after typing pauses. */
  announce: (text: string, now: boolean) => void
}

export const RevealContext = createContext<Reveal | null>(null)

/** Whether the result in this region is out of date (result-region.tsx). */
export const StaleContext = createContext(false)

/** Shown above the result, and said once, when it no longer matches the fields. */
export const STALE_TEXT = 'Resultado desatualizado: toque em Calcular para refazer a conta.'

/** Why a result was asked for, across every form on the page; `null`: nothing pending. */
let pending: 'link' | 'submit' | null = null

/** A link's inputs are asked-for results; on the home page `calc` alone only opens the dialog. */
function linkHasInputs(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => key !== 'calc')
}

// Registered once, when the first result-showing code loads. Capture phase: the mark is made
// before React's own submit handler computes the result.
if (typeof document !== 'undefined') {
  document.addEventListener('submit', () => (pending = 'submit'), true)
  // Typing after that means the person is busy with the form again, not waiting for a result.
  document.addEventListener('input', () => (pending = null), true)
}

// What keeps a flying scroll aimed is needed only once a result comes: it loads with a link's
// result or on the person's first intent, not with the page's first code (docs/performance.md,
// budgets).
let following: Promise<typeof FollowScroll> | undefined
const loadFollowing = () => (following ??= import('./follow-scroll.ts'))

/** Called when a result region mounts: a page (or dialog) opened from a link with inputs shows
 * an asked-for result. */
export function noteLink(): void {
  const fetchFollower = () => void loadFollowing().catch(() => undefined)
  if (linkHasInputs(window.location.search)) {
    pending = 'link'
    fetchFollower()
  } else afterFirstIntent(fetchFollower)
}

/** Whether a result was asked for since the last one came into view; asking counts once. */
export function takeRequest(): boolean {
  const asked = pending !== null
  pending = null
  return asked
}

/** The visible part of the page inside every box that clips `el` (a dialog scrolls by itself). */
function visibleArea(el: Element): { top: number; bottom: number } {
  let top = 0
  let bottom = window.innerHeight
  for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowY
    if (overflow === 'visible') continue
    const rect = box.getBoundingClientRect()
    top = Math.max(top, rect.top)
    bottom = Math.min(bottom, rect.bottom)
  }
  return { top, bottom }
}

/** A sticky header covers the top of the page (not of a dialog over it): what sits under it is
 * out of sight too. */
function headerBottom(el: Element): number {
  if (el.closest('[role="dialog"]')) return 0
  const header = document.querySelector('header')
  if (!header || getComputedStyle(header).position !== 'sticky') return 0
  return Math.max(0, header.getBoundingClientRect().bottom)
}

/**
 * Scrolls the card's heading to the top when the heading or the main figure under it is out of
 * sight; at once for people who asked for reduced motion. The heading's scroll margin keeps it
 * clear of the sticky header.
 *
 * Where the card is is read after the frame that first paints it, not when it is drawn: reading
 * a position forces the browser to lay the new page out there and then, before it can paint,
 * and on a phone with its CPU slowed 4× that held the result's first frame back by ~80 ms
 * (docs/performance.md). After the paint the layout is already done and the read is cheap; the
 * scroll starts a frame later, which nobody sees. While that scroll flies, it stays aimed at the
 * heading if the screen is still changing (follow-scroll.ts).
 */
export function bringIntoView(
  heading: HTMLElement,
  figure: HTMLElement,
  /** What else must be in sight under the figure, read when the card is measured: a comparison
   * of two scenarios is what Calcular was asked for then, and with only the figure in sight it
   * could sit just under the bottom of the screen, unseen, with nothing scrolled. */
  below?: () => HTMLElement | null,
): void {
  // Test DOMs (jsdom) have no layout: nothing to wait for.
  if (typeof requestAnimationFrame === 'undefined' || !heading.scrollIntoView) return
  // A frame, then a task: the task runs once that frame is painted.
  requestAnimationFrame(() => {
    setTimeout(() => {
      // Another result (or none) may have taken the card's place meanwhile.
      if (heading.isConnected && figure.isConnected) scrollIfHidden(heading, figure, below?.())
    })
  })
}

function scrollIfHidden(heading: HTMLElement, figure: HTMLElement, below?: HTMLElement | null) {
  const area = visibleArea(heading)
  const top = Math.max(area.top, headerBottom(heading))
  const inSight =
    heading.getBoundingClientRect().top >= top &&
    figure.getBoundingClientRect().bottom <= area.bottom &&
    (!below?.isConnected || below.getBoundingClientRect().bottom <= area.bottom)
  if (inSight) return
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  const aim = () => heading.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
  // The scroll starts at once; once the follower is here (it was fetched when the result region
  // mounted) it aims again at the same point, which a flying smooth scroll simply continues.
  aim()
  void loadFollowing().then(
    ({ aimAndFollow }) => heading.isConnected && aimAndFollow(heading, aim),
    () => undefined,
  )
}

/**
 * For a result shown without a result card (the countdown): brings it into view when it was
 * asked for, as the card does. `heading` is what comes to the top; `figure` must be in sight.
 */
export function useBringIntoView(
  heading: RefObject<HTMLElement | null>,
  figure: RefObject<HTMLElement | null>,
): void {
  useEffect(noteLink, [])
  useEffect(() => {
    if (heading.current && figure.current && takeRequest())
      bringIntoView(heading.current, figure.current)
  })
}
