// Lighthouse (mobile preset, simulated throttling) on the production build: the home page and
// four calculator pages. Prints the table, writes docs/lighthouse.md, and exits 1 below the
// targets of issue 7 (100 in each category, LCP ≤ 1,2 s). Run after `npm run build`.
// RUNS (default 5, as Lighthouse's guide on variability advises) runs per page; the median one
// is reported.
// Usage: node scripts/lighthouse.mjs [distDir]
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as prettier from 'prettier'

import { chromiumPath } from './chromium-path.mjs'

const dist = process.argv[2] ?? 'dist'
const port = 4390
const origin = `http://localhost:${port}`
const pages = [
  '/',
  '/calculadora-imc',
  '/calculadora-salario',
  '/calculadora-financiamento',
  '/calculadora-juros-compostos',
]
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const LCP_BUDGET_MS = 1200
const RUNS = Number(process.env.RUNS ?? 5)
let version = ''

const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort'],
  {
    stdio: 'ignore',
    detached: true,
  },
)
const stopServer = () => {
  try {
    process.kill(-server.pid)
  } catch {
    // already gone
  }
}

async function waitForServer() {
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(origin)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`vite preview did not start on ${origin}`)
}

const rows = []
let chrome
try {
  await waitForServer()
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  for (const path of pages) {
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      })
      version = lhr.lighthouseVersion
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      runs.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      })
    }
    // Simulated throttling scales what this machine measured, so one run is noisy: report the
    // median run by performance, as Lighthouse's own guidance on variability suggests.
    runs.sort((a, b) => a.performance - b.performance || b.tbt - a.tbt)
    rows.push(runs[Math.floor(runs.length / 2)])
  }
} finally {
  await chrome?.kill()
  stopServer()
}

const header =
  '| page | performance | accessibility | best practices | SEO | LCP | TBT |\n|---|---|---|---|---|---|---|'
const lines = rows.map(
  (r) =>
    `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2).replace('.', ',')} s | ${Math.round(r.tbt)} ms |`,
)
const table = `${header}\n${lines.join('\n')}`
console.log(table)
const doc = `# Lighthouse\n\nLatest figures of \`npm run lighthouse\` (Lighthouse ${version}, mobile preset with simulated throttling, Debian's Chromium, production build served by \`vite preview\`; the median of ${RUNS} runs per page), ${new Date().toISOString().slice(0, 10)}. Targets (issue 7): 100 in every category and LCP ≤ 1,2 s.\n\n${table}\n`
writeFileSync('docs/lighthouse.md', await prettier.format(doc, { parser: 'markdown' }))

const failures = rows.filter(
  (r) =>
    r.performance < 100 ||
    r.accessibility < 100 ||
    r.bestPractices < 100 ||
    r.seo < 100 ||
    r.lcp > LCP_BUDGET_MS,
)
if (failures.length > 0) {
  console.error(`\nBelow target: ${failures.map((r) => r.path).join(', ')}`)
  process.exitCode = 1
}
