import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { sameConditionPairs } from '../scripts/critical-css.mjs'
import { openSample, routesWithSamples } from './support/sample-links.ts'
import { expect, test } from './support/test.ts'

// A prerendered page paints with its own part of the stylesheet and loads the rest of it, made
// for that page, with its code (scripts/critical-css.mjs, `splitStylesheet`). The rest comes
// after the page's own rules, and sub-layers of `utilities` keep the whole sheet's order between
// rules that may meet; this checks that every element ends up styled exactly as the whole
// stylesheet styles it, in the states only the app draws (a shared link's result), on a phone and
// in the dark on a desktop. The whole sheet's utilities, directly in the layer, win over any
// sub-layer's, so adding it shows what it would style differently.

const dist = process.env.E2E_DIST ?? 'dist'
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string }
>
// One stylesheet for the whole site (vite.config.ts, cssCodeSplit false).
const wholeSheet = `/${Object.values(manifest).find((chunk) => chunk.file.endsWith('.css'))?.file ?? 'no-stylesheet'}`
const wholeSheetText = readFileSync(`${dist}${wholeSheet}`, 'utf8')

/**
 * Two utilities for the same properties under the same condition on one element: the rest of
 * the sheet does not keep their order (scripts/critical-css.mjs). The prerender checks the HTML
 * it writes; this checks what the app draws.
 */
async function rivalPairs(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[class]'),
      (element) => element.getAttribute('class') ?? '',
    ),
  )
  return sameConditionPairs(wholeSheetText, lists)
}

/**
 * The elements, pseudo-elements included, whose computed style changes when the whole
 * stylesheet is added after the page's own: none, if the page's two parts cascade as it does.
 */
async function stylesChangedByTheWholeSheet(page: Page): Promise<string[]> {
  return page.evaluate(async (href) => {
    // Frozen: a transition would report the old value at its start, and hide a change.
    const still = document.createElement('style')
    still.textContent = '*,::before,::after{transition:none!important;animation:none!important}'
    document.head.append(still)
    // The properties the whole sheet sets (read from its text, apart from the page), on every
    // element, and on the pseudo-elements a class styles.
    const whole = new CSSStyleSheet()
    await whole.replace(await (await fetch(href)).text())
    const properties = new Set<string>()
    const walk = (rules: CSSRuleList) => {
      for (let r = 0; r < rules.length; r++) {
        const rule = rules.item(r)
        if (rule instanceof CSSStyleRule)
          for (let i = 0; i < rule.style.length; i++) properties.add(rule.style.item(i))
        else if (rule && 'cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
      }
    }
    walk(whole.cssRules)
    const names = [...properties]
    type Target = { element: Element; pseudo: string | null }
    const targets = Array.from(document.body.querySelectorAll('*')).flatMap((element): Target[] => {
      const classes = element.getAttribute('class') ?? ''
      return [
        { element, pseudo: null },
        ...(/(?:^|\s|:)before:/.test(classes) ? [{ element, pseudo: '::before' }] : []),
        ...(/(?:^|\s|:)after:/.test(classes) ? [{ element, pseudo: '::after' }] : []),
        ...(/^(?:INPUT|TEXTAREA)$/.test(element.tagName)
          ? [{ element, pseudo: '::placeholder' }]
          : []),
      ]
    })
    if (names.length < 100 || targets.length < 50)
      throw new Error(`only ${names.length} properties on ${targets.length} boxes`)
    // One entry per element or pseudo-element: the value of each property, in `names`' order.
    const snapshot = () =>
      targets.map(({ element, pseudo }) => {
        const style = getComputedStyle(element, pseudo)
        return names.map((name) => style.getPropertyValue(name))
      })
    // A state that ends by itself (a key lit for a moment) must be over: two equal snapshots.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 300))
    let before = snapshot()
    for (let tries = 0; tries < 10; tries++) {
      await pause()
      const again = snapshot()
      if (JSON.stringify(again) === JSON.stringify(before)) break
      before = again
    }
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    await new Promise((resolve, reject) => {
      link.onload = resolve
      link.onerror = reject
      document.head.append(link)
    })
    if ((link.sheet?.cssRules.length ?? 0) < 10) throw new Error(`${href} is not the stylesheet`)
    const after = snapshot()
    const changed: string[] = []
    targets.forEach(({ element, pseudo }, t) => {
      // Drawn again meanwhile (a chart that measured its box): not a style.
      if (!element.isConnected) return
      const diff = names.flatMap((name, n) => {
        const was = before[t]?.[n]
        const is = after[t]?.[n]
        return was === is ? [] : [`${name}: ${was} → ${is}`]
      })
      if (diff.length > 0)
        changed.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${pseudo ?? ''} ${diff.join(', ')}`,
        )
    })
    link.remove()
    still.remove()
    return changed
  }, wholeSheet)
}

const SETTINGS = [
  { name: 'on a phone', viewport: { width: 360, height: 740 }, colorScheme: 'light' },
  { name: 'on a desktop, dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
] as const

for (const { name, viewport, colorScheme } of SETTINGS)
  test.describe(name, () => {
    test.use({ viewport, colorScheme })

    test("every calculator's sample result is styled as the whole stylesheet styles it", async ({
      page,
    }) => {
      test.setTimeout(240_000)
      for (const { entry, sample } of routesWithSamples) {
        await openSample(page, sample)
        expect(await rivalPairs(page), entry.id).toEqual([])
        expect(await stylesChangedByTheWholeSheet(page), entry.id).toEqual([])
      }
    })
  })
