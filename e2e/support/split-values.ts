import type { Locator } from '@playwright/test'

import { expect } from './test.ts'

/**
 * The values inside the located elements that the browser laid out on more than one line:
 * money (`R$ / 843.528,72`), percentages, dates and any number (`1.219.137,2 / 3`). The text is
 * read as one string across inline elements, so `R$` and its number in two elements count as
 * one value; each match is measured with a Range over its own characters, on its line boxes.
 */
export function splitValues(roots: Locator): Promise<string[]> {
  return roots.evaluateAll((elements) => {
    const pattern = /[−-]?R\$\s?[\d.,]*\d%?|[−-]?[\d.,]*\d%|\d{2}\/\d{2}\/\d{4}|\d[\d.]*(?:,\d+)?/g
    const split: string[] = []
    for (const root of elements) {
      const nodes: Text[] = []
      const starts: number[] = []
      let text = ''
      // Text of different blocks or table cells is never one value: a boundary between them.
      const blockOf = (el: Element) => {
        let box: Element | null = el
        while (box && getComputedStyle(box).display.startsWith('inline')) box = box.parentElement
        return box
      }
      let lastBlock: Element | null = null
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        const hidden = !parent || !parent.checkVisibility() || parent.closest('.sr-only')
        // Hidden text is on no line: skipped, and a boundary.
        if (hidden) {
          lastBlock = null
          continue
        }
        const block = blockOf(parent)
        if (block !== lastBlock) text += '\u0000'
        lastBlock = block
        nodes.push(node as Text)
        starts.push(text.length)
        text += (node as Text).data
      }
      const locate = (offset: number) => {
        let i = starts.length - 1
        while (i > 0 && starts[i]! > offset) i--
        return { node: nodes[i]!, offset: Math.min(offset - starts[i]!, nodes[i]!.length) }
      }
      for (const match of text.matchAll(pattern)) {
        const from = locate(match.index)
        const to = locate(match.index + match[0].length)
        const range = document.createRange()
        range.setStart(from.node, from.offset)
        range.setEnd(to.node, to.offset)
        const lines = new Set<number>()
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width < 0.5) continue
          lines.add(Math.round(rect.top + rect.height / 2))
        }
        // Rects of one line differ by a pixel or two between inline boxes of different sizes.
        const tops = [...lines].sort((a, b) => a - b)
        const distinct = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 4)
        if (distinct.length > 1) split.push(match[0].replace(/\s/g, ' '))
      }
    }
    return split
  })
}

/** No value inside the located elements is split across lines. */
export async function expectNoSplitValue(roots: Locator, message?: string): Promise<void> {
  expect(await splitValues(roots), message ?? 'values split across lines').toEqual([])
}
