import type { Locator, Page } from '@playwright/test'

import { expect } from './test.ts'

/**
 * Why the element is not wholly where a person looks, or `null` when it is: under the sticky
 * header (not over a dialog, which covers it), above or below the screen, sideways off it,
 * clipped by a box that scrolls (the home page's dialog, a table's frame), or wider than itself
 * (its text runs out of its box).
 */
function whereItIs(el: Element): string | null {
  const rect = el.getBoundingClientRect()
  if (rect.height === 0) return 'not rendered'
  let top = 0
  let bottom = window.innerHeight
  let left = 0
  let right = window.innerWidth
  const header = document.querySelector('header')
  if (header && !el.closest('[role="dialog"]') && getComputedStyle(header).position === 'sticky')
    top = header.getBoundingClientRect().bottom
  for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
    const style = getComputedStyle(box)
    const clip = box.getBoundingClientRect()
    if (style.overflowY !== 'visible') {
      top = Math.max(top, clip.top)
      bottom = Math.min(bottom, clip.bottom)
    }
    if (style.overflowX !== 'visible') {
      left = Math.max(left, clip.left)
      right = Math.min(right, clip.right)
    }
  }
  const at = (a: number, b: number) => `${Math.round(a)}–${Math.round(b)}`
  if (rect.top < top - 1 || rect.bottom > bottom + 1)
    return `at y ${at(rect.top, rect.bottom)}, visible ${at(top, bottom)}`
  if (rect.left < left - 1 || rect.right > right + 1)
    return `at x ${at(rect.left, rect.right)}, visible ${at(left, right)}`
  if (el.scrollWidth > el.clientWidth + 1)
    return `wider than its box (${el.scrollWidth} > ${el.clientWidth} px)`
  return null
}

/**
 * Waits until the element is wholly in sight: between the sticky header and the bottom of the
 * screen, inside every box that clips it, not wider than itself. The page may still be scrolling
 * smoothly to it after Calcular or a link, so it polls.
 */
export async function expectInSight(box: Locator, message?: string): Promise<void> {
  await expect(box).toBeVisible()
  await expect.poll(() => box.evaluate(whereItIs), { message }).toBeNull()
}

/**
 * Resolves once nothing on the page (the window, a dialog, a table's frame) has scrolled for a
 * few frames and a tenth of a second: a smooth scroll to a result lasts a few hundred ms, and a
 * check made during it sees the sticky header over what is on its way up.
 */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = performance.now()
        let quietFrames = 0
        // Element scrolls do not bubble; a listener in the capture phase hears them all.
        const onScroll = () => {
          last = performance.now()
          quietFrames = 0
        }
        document.addEventListener('scroll', onScroll, { capture: true, passive: true })
        const frame = () => {
          quietFrames += 1
          if (quietFrames >= 5 && performance.now() - last >= 100) {
            document.removeEventListener('scroll', onScroll, { capture: true })
            resolve()
          } else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}
