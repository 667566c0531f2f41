// What a page's first Intl object costs: in a fresh Chromium (a new browser each run, so no
// renderer has the locale's ICU data yet), times the first pt-BR format of one kind and then the
// first of another, unthrottled. Whichever comes first pays for loading the data; the second is
// cheap. docs/performance.md, "pt-BR figures without Intl", quotes it.
// Usage: node scripts/locale-data-cost.mjs [runs]
import { chromium } from '@playwright/test'

import { chromiumPath } from './chromium-path.mjs'

const runs = Number(process.argv[2] ?? 3)
const orders = [
  ['date', 'number'],
  ['number', 'date'],
  ['collator', 'number'],
]

for (const order of orders) {
  const times = []
  for (let run = 0; run < runs; run++) {
    const browser = await chromium.launch({ executablePath: chromiumPath() })
    const page = await browser.newPage()
    await page.setContent('<p>x</p>')
    times.push(
      await page.evaluate((order) => {
        const make = {
          date: () =>
            new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' }).format(0),
          number: () =>
            new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(1234.5),
          collator: () => 'ação'.localeCompare('acao', 'pt-BR'),
        }
        return order.map((kind) => {
          const start = performance.now()
          make[kind]()
          return performance.now() - start
        })
      }, order),
    )
    await browser.close()
  }
  const ms = (i) => times.map((t) => t[i].toFixed(1)).join(', ')
  console.log(`first ${order[0]}: ${ms(0)} ms; then first ${order[1]}: ${ms(1)} ms`)
}
