// How fast the calculators answer a person on a slow phone: Chromium with its CPU slowed 4×
// (Chrome DevTools Protocol, Emulation.setCPUThrottlingRate), against a built site served as a
// static host serves it (scripts/static-server.mjs). For each case it measures, median of RUNS:
//
// - Calcular → main figure painted: a shared link is opened, one field is changed, Calcular is
//   clicked; the clock runs from the click event's timestamp to the first frame painted after
//   the new main figure is in the DOM (a MutationObserver sees it; a requestAnimationFrame and a
//   message posted from it mark the end of that frame's paint). Also the click's own Event
//   Timing duration: from the click to the next paint, whatever it shows.
// - 360-month financing, from an empty form: Calcular → main figure and → first table rows.
// - Shared link → result painted, counted from hydration (`<html data-hydrated>`) and from the
//   start of navigation.
//
// Not a test: timings on a shared machine vary; the figures are for docs/performance.md.
// Usage: node scripts/bench-interaction.mjs [distDir] [--runs=5] [--write] [--only=text]
//   (--write replaces the table in docs/performance.md between its BENCH markers; --only keeps
//   the cases whose name contains the text, to measure one screen while working on it;
//   `--only=Link` keeps the shared links)
//   --against=otherDist measures a second build in the same runs, alternating the two page by
//   page, so a before/after comparison sees the same load on a shared machine.
import { readFileSync, writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { chromiumPath } from './chromium-path.mjs'
import { serveStatic } from './static-server.mjs'

const args = process.argv.slice(2)
const dist = args.find((a) => !a.startsWith('--')) ?? 'dist'
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5)
const WRITE = args.includes('--write')
const ONLY = args.find((a) => a.startsWith('--only='))?.slice(7)
const AGAINST = args.find((a) => a.startsWith('--against='))?.slice(10)
const DISTS = AGAINST === undefined ? [dist] : [dist, AGAINST]
const wanted = (c) => ONLY === undefined || c.name.includes(ONLY)
const PORT = Number(process.env.BENCH_PORT ?? 4391)
const RATE = Number(process.env.CPU_SLOWDOWN ?? 4)
const base = `http://localhost:${PORT}`

/** Shared link, then one field changed (by its label) and Calcular. */
const figureCases = [
  {
    name: 'Salário líquido',
    href: '/calculadora-salario?modo=liquido&bruto=6000&dependentes=0&ano=2026',
    field: 'Salário bruto mensal (R$)',
    value: '7.000,00',
  },
  {
    name: 'Rescisão',
    href: '/calculadora-trabalhista?modo=rescisao&salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=sem-justa-causa&aviso=indenizado&ano=2026',
    field: 'Último salário bruto mensal (R$)',
    value: '4.000,00',
  },
  {
    name: 'Financiamento (240 meses)',
    href: '/calculadora-financiamento?valor=200000&prazo=240&taxa=1&sistema=price',
    field: 'Preço do bem (R$)',
    value: '250.000,00',
  },
  {
    name: 'Parcelas',
    href: '/calculadora-parcelas?valor=1000&parcelas=10&taxa=2',
    field: 'Valor da compra (R$)',
    value: '2.000,00',
  },
  {
    name: 'Empréstimo pessoal',
    href: '/calculadora-emprestimo-pessoal?valor=10000&taxa=12&taxaPeriodo=ano&prazo=1&unidade=anos',
    field: 'Valor do empréstimo (R$)',
    value: '20.000,00',
  },
  {
    name: 'Empréstimo pessoal com IOF',
    href: '/calculadora-emprestimo-pessoal?valor=10000&taxa=2.5&taxaPeriodo=mes&prazo=24&unidade=meses&iof=sim&liberacao=2026-01-05',
    field: 'Valor do empréstimo (R$)',
    value: '20.000,00',
  },
  {
    name: 'Financiamento com amortização extra (360 meses)',
    href: '/calculadora-financiamento?preco=500000&entrada=100000&prazo=360&taxa=0.9&renda=15000&extra=50000&extraMes=24&extraModo=prazo',
    field: 'Entrada (R$)',
    value: '150.000,00',
  },
  {
    name: 'MEI',
    href: '/calculadora-impostos-mei?faturamento=5000&regime=mei&atividade=ambos&ano=2026',
    // The MEI's DAS is fixed whatever the revenue: the activity changes it.
    field: 'Atividade do MEI',
    select: 'comercio',
  },
  {
    name: 'Juros compostos',
    href: '/calculadora-juros-compostos?inicial=1000&aporte=100&taxa=12&taxaPeriodo=ano&periodo=10&unidade=anos',
    field: 'Aporte mensal (R$)',
    value: '200,00',
  },
]

/** Empty form, every field typed (or chosen), then Calcular. */
const tableCases = [
  {
    name: 'Financiamento 360 meses (formulário vazio)',
    href: '/calculadora-financiamento',
    fields: [
      ['Preço do bem (R$)', '250.000,00'],
      ['Prazo (meses)', '360'],
      ['Taxa de juros (% ao mês)', '0,9'],
    ],
  },
  {
    // `tabela=mes` opens on the month-by-month table (360 rows) rather than the yearly one.
    name: 'Juros compostos 360 meses, por mês (formulário vazio)',
    href: '/calculadora-juros-compostos?tabela=mes',
    fields: [
      ['Valor inicial (R$)', '1.000,00'],
      ['Aporte mensal (R$)', '500,00'],
      ['Taxa de juros (% ao mês)', '0,8'],
      ['Período (meses)', '360'],
    ],
  },
  {
    name: 'Parcelas 360 meses (formulário vazio)',
    href: '/calculadora-parcelas',
    fields: [
      ['Valor da compra (R$)', '100.000,00'],
      ['Número de parcelas', '360'],
      ['Taxa de juros (% ao mês)', '1,5'],
    ],
  },
  {
    name: 'Empréstimo pessoal 360 meses (formulário vazio)',
    href: '/calculadora-emprestimo-pessoal',
    fields: [
      ['Valor do empréstimo (R$)', '100.000,00'],
      ['Taxa de juros (% ao mês)', '1,5'],
      ['Prazo (meses)', '360'],
    ],
  },
  {
    // The yearly table: 40 rows, and the balance chart.
    name: 'Aposentadoria dos 25 aos 65 anos (formulário vazio)',
    href: '/calculadora-aposentadoria',
    fields: [
      ['Idade atual (anos)', '25'],
      ['Idade para se aposentar (anos)', '65'],
      ['Aporte mensal (R$)', '1.000,00'],
      ['Rentabilidade esperada (% ao ano)', '8'],
    ],
  },
]

// Named "Link: …" so that `--only=Link` measures every shared link and nothing else. Besides the
// screens above: links that open a tabbed screen on a tab other than its first (that tab's form
// loads lazily) and the labour screens of their own.
const sharedLinks = [
  ...figureCases.map(({ name, href }) => ({ name: `Link: ${name}`, href })),
  {
    name: 'Link: Financiamento 360 meses',
    href: '/calculadora-financiamento?valor=250000&prazo=360&taxa=0.9&sistema=price',
  },
  {
    name: 'Link: Salário bruto a partir do líquido',
    href: '/calculadora-salario?modo=bruto&liquido=4515&ano=2026',
  },
  {
    name: 'Link: 13º salário',
    href: '/calculadora-salario?modo=decimo-terceiro&salario=6000&meses=12&ano=2026',
  },
  {
    name: 'Link: Salário por hora',
    href: '/calculadora-salario?modo=hora&salario=3000&horas=220',
  },
  {
    name: 'Link: Horas extras',
    href: '/calculadora-trabalhista?modo=horas-extras&salario=3000&horas50=10&noturno=sim&mes=2025-11&feriadosLocais=1',
  },
  { name: 'Link: Férias', href: '/calculadora-ferias?salario=4500&ano=2026' },
  {
    name: 'Link: Seguro-desemprego',
    href: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&solicitacao=1&motivo=sem-justa-causa&demissao=2026-11-20&ano=2026',
  },
]

// Runs in the page before its own scripts: timestamps of the click, of hydration, and of the
// frame that first painted what `window.__bench.want` asks for.
function probe() {
  // The result's region (components/form/result-region.tsx).
  const REGION = 'main section[aria-label="Resultado"]'
  const bench = {
    click: null,
    hydrated: null,
    painted: {},
    // Active from the start, for a shared link's result; reset() before each click.
    want: { active: true },
  }
  window.__bench = bench
  // The main figure: the largest text in the result region (a money value, a count).
  const mainFigure = () => {
    // The result region with a result: a tabbed screen has one per tab.
    const region = [...document.querySelectorAll(REGION)].find(
      (section) => section.childElementCount > 0,
    )
    if (!region) return null
    let best = null
    let size = 20
    for (const el of region.querySelectorAll('p, span, strong, output, div')) {
      if (el.childElementCount > 0 || !/\d/.test(el.textContent ?? '')) continue
      const s = parseFloat(getComputedStyle(el).fontSize)
      if (s > size) {
        size = s
        best = el
      }
    }
    return best
  }
  bench.mainFigure = () => mainFigure()?.textContent?.trim() ?? null
  const checks = {
    figure: () => {
      const text = bench.mainFigure()
      return text !== null && text !== bench.want.notFigure
    },
    rows: () => document.querySelector(`${REGION} table tbody tr td`) !== null,
  }
  const afterPaint = (name) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => (bench.painted[name] ??= performance.now())
      channel.port2.postMessage(null)
    })
  const seen = new Set()
  const look = () => {
    for (const [name, check] of Object.entries(checks)) {
      if (!bench.want.active || seen.has(name) || !check()) continue
      seen.add(name)
      afterPaint(name)
    }
  }
  bench.reset = (want) => {
    bench.want = { ...want, active: true }
    bench.painted = {}
    bench.click = null
    seen.clear()
    look()
  }
  new MutationObserver((records) => {
    for (const r of records)
      if (r.type === 'attributes' && r.attributeName === 'data-hydrated')
        bench.hydrated ??= performance.now()
    look()
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-hydrated'],
  })
  addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button[type="submit"]'))
        bench.click = event.timeStamp
    },
    true,
  )
  bench.clickDurations = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click') bench.clickDurations.push(entry.duration)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—')
/** One figure per build: `250 ms` or, with --against, `250 ms → 120 ms`. */
const each = (results, key) => results.map((r) => ms(r[key])).join(' → ')

async function newPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
  })
  await context.addInitScript(probe)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
  return { context, page }
}

async function hydrate(page, href) {
  await page.goto(base + href)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 30_000,
    polling: 100,
  })
}

/** Waits for what the probe was asked to watch, then reads its figures. */
async function readPainted(page, names) {
  await page.waitForFunction(
    (names) => names.every((n) => window.__bench.painted[n] !== undefined),
    names,
    { timeout: 30_000, polling: 100 },
  )
  // The Event Timing entry of the click arrives after its paint.
  await page.waitForTimeout(300)
  return page.evaluate(() => ({
    click: window.__bench.click,
    painted: window.__bench.painted,
    clickDuration: window.__bench.clickDurations.at(-1) ?? NaN,
  }))
}

async function clickCalcular(page) {
  await page.locator('main form:visible button[type="submit"]').first().click()
}

// One build is served at a time, on the one port; --against switches between two.
let served = { dist: null, stop: async () => {} }
async function serve(distDir) {
  if (served.dist === distDir) return
  await served.stop()
  served = { dist: distDir, stop: await serveStatic(distDir, PORT) }
}

/** RUNS measurements of each build, alternating builds (and which goes first) run by run. Each
 * figure of `once` becomes the median of its runs, one object per build. */
async function repeat(once) {
  const runs = DISTS.map(() => [])
  for (let run = 0; run < RUNS; run++) {
    const order = DISTS.map((_, i) => i)
    if (run % 2) order.reverse()
    for (const i of order) {
      await serve(DISTS[i])
      runs[i].push(await once())
    }
  }
  return runs.map((results) =>
    Object.fromEntries(
      Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]),
    ),
  )
}

async function benchFigure(browser, c) {
  return repeat(async () => {
    const { context, page } = await newPage(browser)
    await hydrate(page, c.href)
    await page.waitForFunction(() => window.__bench.mainFigure() !== null, null, {
      timeout: 30_000,
      polling: 100,
    })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    const before = await page.evaluate(() => window.__bench.mainFigure())
    const field = page.getByLabel(c.field, { exact: true }).and(page.locator(':visible')).first()
    if (c.select) await field.selectOption(c.select)
    else await field.fill(c.value)
    await page.evaluate((before) => window.__bench.reset({ notFigure: before }), before)
    await clickCalcular(page)
    const result = await readPainted(page, ['figure'])
    await context.close()
    return { figure: result.painted.figure - result.click, clickPaint: result.clickDuration }
  })
}

async function benchTable(browser, tableCase) {
  return repeat(async () => {
    const { context, page } = await newPage(browser)
    await hydrate(page, tableCase.href)
    for (const [label, value] of tableCase.fields) {
      const field = page.getByLabel(label, { exact: true })
      await field.focus()
      await field.fill(value)
    }
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    await page.evaluate(() => window.__bench.reset({}))
    await clickCalcular(page)
    const result = await readPainted(page, ['figure', 'rows'])
    await context.close()
    return {
      figure: result.painted.figure - result.click,
      rows: result.painted.rows - result.click,
      clickPaint: result.clickDuration,
    }
  })
}

async function benchLink(browser, link) {
  return repeat(async () => {
    const { context, page } = await newPage(browser)
    await page.goto(base + link.href)
    await page.evaluate(() => window.__bench.reset({}))
    await page.waitForFunction(() => window.__bench.painted.figure !== undefined, null, {
      timeout: 30_000,
      polling: 100,
    })
    const { hydrated, painted } = await page.evaluate(() => ({
      hydrated: window.__bench.hydrated,
      painted: window.__bench.painted.figure,
    }))
    await context.close()
    return { fromHydration: painted - hydrated, fromStart: painted }
  })
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] })
const lines = []
try {
  lines.push(
    '| Calculadora | Calcular → valor principal pintado | Clique → próxima pintura (Event Timing) |',
    '|---|---:|---:|',
  )
  for (const c of figureCases.filter(wanted)) {
    const r = await benchFigure(browser, c)
    lines.push(`| ${c.name} | ${each(r, 'figure')} | ${each(r, 'clickPaint')} |`)
    console.log(lines.at(-1))
  }
  lines.push(
    '',
    '| Tabela longa | Calcular → valor principal | Calcular → primeiras linhas da tabela | Clique → próxima pintura |',
    '|---|---:|---:|---:|',
  )
  for (const c of tableCases.filter(wanted)) {
    const t = await benchTable(browser, c)
    lines.push(
      `| ${c.name} | ${each(t, 'figure')} | ${each(t, 'rows')} | ${each(t, 'clickPaint')} |`,
    )
    console.log(lines.at(-1))
  }
  lines.push(
    '',
    '| Link compartilhado | Hidratação → resultado pintado | Início da navegação → resultado pintado |',
    '|---|---:|---:|',
  )
  for (const link of sharedLinks.filter(wanted)) {
    const r = await benchLink(browser, link)
    lines.push(`| ${link.name} | ${each(r, 'fromHydration')} | ${each(r, 'fromStart')} |`)
    console.log(lines.at(-1))
  }
} finally {
  await browser.close()
  await served.stop()
}

const table = lines.join('\n')
console.log(`\n${table}`)
if (WRITE) {
  const file = 'docs/performance.md'
  const doc = readFileSync(file, 'utf8')
  const start = '<!-- BENCH:START -->'
  const end = '<!-- BENCH:END -->'
  const note = `CPU ${RATE}× mais lenta, mediana de ${RUNS} medições, ${new Date().toISOString().slice(0, 10)}.`
  writeFileSync(
    file,
    doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${note}\n\n${table}\n${end}`),
  )
  console.log(`Written to ${file}`)
}
