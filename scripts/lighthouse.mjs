// Lighthouse on the production build: the home page and eight calculator pages, each measured
// twice over (docs/lighthouse.md says how to reproduce the figures):
// - "default": Lighthouse's own mobile settings, untouched (formFactor mobile, simulated
//   throttling, slow 4G, cpuSlowdownMultiplier 4), the settings PageSpeed Insights uses. The
//   targets apply to it: performance ≥ 95, TBT ≤ 100 ms, LCP ≤ 1,0 s, 100 in the other three
//   categories. Below them the script exits 1.
// - "calibrated": the same with the CPU slowdown calibrated to this machine, as Lighthouse's
//   docs/throttling.md asks: its default 4x turns a high-end desktop (benchmark index ≈
//   1500–2000) into the mid-tier phone the mobile preset stands for; on a faster host 4x
//   emulates a faster phone than that. The multiplier comes from the host's benchmark index by
//   the formula of Lighthouse's CPU throttling calculator
//   (lighthouse-cpu-throttling-calculator.vercel.app); CPU_SLOWDOWN forces one. Reported only.
// Simulated throttling multiplies what this machine measured, so anything else using its CPU
// (the load average is printed beside each figure) lengthens every task: measure on a quiet
// machine. RUNS (default 5, as Lighthouse's guide on variability advises) runs per page and
// setting; the median run by performance is reported.
// Usage: node scripts/lighthouse.mjs [distDir]   (PRESETS=default or PRESETS=calibrated for one)
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'

import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import * as chromeLauncher from 'chrome-launcher'
import * as prettier from 'prettier'

import { chromiumPath } from './chromium-path.mjs'
import { serveStatic } from './static-server.mjs'

// LIGHTHOUSE_DIR: another Lighthouse release's folder, such as the current one, which needs a
// newer Node.js than the project's (docs/lighthouse.md says how to run it).
const fromLighthouse = (path) =>
  import(
    process.env.LIGHTHOUSE_DIR
      ? pathToFileURL(join(process.env.LIGHTHOUSE_DIR, path)).href
      : `lighthouse/${path}`
  )
const { default: lighthouse } = await fromLighthouse('core/index.js')
const constants = await fromLighthouse('core/config/constants.js')

const dist = process.argv[2] ?? 'dist'
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4390)
const origin = `http://localhost:${port}`
const pages = [
  '/',
  '/calculadora-imc',
  '/calculadora-salario',
  '/calculadora-financiamento',
  '/calculadora-juros-compostos',
  // The heaviest page and three of the third round's, with the most to hydrate.
  '/calculadora-trabalhista',
  '/confira-seu-holerite',
  '/calculadora-correcao-monetaria',
  '/calculadora-multa-juros-atraso',
]
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const TARGET = { performance: 95, tbt: 100, lcp: 1000 }
const RUNS = Number(process.env.RUNS ?? 5)
const presets = (process.env.PRESETS ?? 'default,calibrated').split(',')
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const load = () => loadavg()[0].toFixed(1).replace('.', ',')

/** Lighthouse's CPU throttling calculator: the multiplier that makes this host a mid-tier phone. */
function slowdownFor(index) {
  const multiplier = index >= 1300 ? 3 + (index - 1300) / 233 : 2 + (index - 800) / 500
  return Math.round(Math.max(1, multiplier) * 10) / 10
}

// Served as a static host would (scripts/static-server.mjs), not by `vite preview`, whose
// gzipping on every request competes with the page for the CPU.
const stopServer = await serveStatic(dist, port)

const tables = {}
let version = ''
let benchmarkIndex = 0
let cpuSlowdown = 4
const chromium = execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim()
const loadAtStart = load()
let chrome
try {
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags })
  const audit = async (url, flags) =>
    (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags })).lhr
  // The first runs in a fresh browser are slower for the browser's own sake (its processes and
  // caches starting up), whatever the page: they warm up, measure the host, and are not counted.
  const indices = []
  for (let run = 0; run < 3; run++)
    indices.push(
      (await audit(`${origin}/`, { onlyCategories: ['performance'] })).environment.benchmarkIndex,
    )
  benchmarkIndex = median(indices)
  cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? slowdownFor(benchmarkIndex))
  for (const preset of presets) {
    // The default preset is Lighthouse's own settings: no throttling is passed at all.
    const throttling =
      preset === 'calibrated'
        ? { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown }
        : undefined
    tables[preset] = []
    for (const path of pages) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const before = load()
        const lhr = await audit(`${origin}${path}`, {
          onlyCategories: categories,
          ...(throttling && { throttling }),
        })
        const settings = lhr.configSettings
        const expected = throttling?.cpuSlowdownMultiplier ?? 4
        if (
          settings.throttling.cpuSlowdownMultiplier !== expected ||
          settings.throttlingMethod !== 'simulate' ||
          settings.formFactor !== 'mobile'
        )
          throw new Error(`Lighthouse did not run with the ${preset} settings`)
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
          load: `${before}–${load()}`,
        })
      }
      runs.sort((a, b) => a.performance - b.performance || b.tbt - a.tbt)
      tables[preset].push(runs[Math.floor(runs.length / 2)])
      console.log(preset, JSON.stringify(runs[Math.floor(runs.length / 2)]))
    }
  }
} finally {
  await chrome?.kill()
  await stopServer()
}

const seconds = (ms) => `${(ms / 1000).toFixed(2).replace('.', ',')} s`
const table = (rows) =>
  [
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | load average |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.load} |`,
    ),
  ].join('\n')
const sections = {
  default: () =>
    `## Lighthouse's default mobile settings\n\nformFactor mobile, throttlingMethod simulate, slow 4G, cpuSlowdownMultiplier 4: the settings PageSpeed Insights uses. Targets: performance ≥ ${TARGET.performance}, TBT ≤ ${TARGET.tbt} ms, LCP ≤ ${seconds(TARGET.lcp)}, 100 in the other categories.\n\n${table(tables.default)}\n`,
  calibrated: () =>
    `## CPU slowdown calibrated to this machine\n\nThe same settings with cpuSlowdownMultiplier ${cpuSlowdown}${process.env.CPU_SLOWDOWN ? ' (forced by CPU_SLOWDOWN)' : `, the multiplier Lighthouse's CPU throttling calculator gives for this machine's benchmark index of ${Math.round(benchmarkIndex)} (4x is meant for a 1500–2000 desktop; see the comment atop scripts/lighthouse.mjs)`}. Reported, not a target: a busy machine's benchmark index is lower, and so is the multiplier.\n\n${table(tables.calibrated)}\n`,
}
const cpu = cpus()
const doc = `# Lighthouse

Latest figures of \`npm run lighthouse\`, ${new Date().toISOString().slice(0, 10)}: Lighthouse ${version} (${process.env.LIGHTHOUSE_DIR ? 'the current release, through LIGHTHOUSE_DIR' : 'the release in node_modules'}), ${chromium}, headless, on the production build served precompressed by \`scripts/static-server.mjs\`; the median run by performance of ${RUNS} per page and setting. Machine: ${cpu.length} × ${cpu[0]?.model.trim()}, benchmark index ${Math.round(benchmarkIndex)}; load average ${loadAtStart} at the start, and before–after each reported run in the table (simulated throttling multiplies what this machine measures, so a busy machine reads slower).

To reproduce on a fresh clone: \`npm ci\`, \`npm run build\`, then, on an otherwise idle machine, \`npm run lighthouse:current\` (the current Lighthouse release, 13.5.0, which needs Node.js 22: the script installs Node.js 22.23.5 and Lighthouse 13.5.0 from the npm registry into \`.lighthouse-current/\`, outside the project's dependencies, and runs this same script with them) or \`npm run lighthouse\` (the release in \`package-lock.json\`, on the project's Node.js). \`RUNS=3\` for fewer runs, \`PRESETS=default\` for one table, \`CPU_SLOWDOWN=4\` to force a multiplier.

${presets.map((p) => sections[p]()).join('\n')}
## Reading the figures

Simulated throttling multiplies the durations this machine measured, so anything else using the CPU lengthens every task and reads as blocking time: a figure taken with a load average above the number of cores says more about the machine than about the page. On the 2-core development machine, Lighthouse's own trace collection keeps the load average near 3 even when nothing else runs, and the same build's TBT varies by a factor of two to three from run to run. Lighthouse touches no page, and a page runs its app's code only when a person first reaches for it (docs/performance.md, "Code on the first touch"): these figures are a visit that only reads, or the time before the first touch. To see what a page itself does after its first paint, and from its first touch, \`node scripts/long-tasks.mjs dist [path…]\` lists its main-thread tasks with the CPU slowed 4×, each by wall time and by thread time, which the load changes less, and gives the page's own longest task apart from the browser writing its code cache; it drives Chromium through a bare protocol pipe, since the inspector Lighthouse and Playwright attach makes module evaluation several times slower (docs/performance.md, "What DevTools adds to a page"). docs/performance.md says what was changed for these figures.
`
writeFileSync('docs/lighthouse.md', await prettier.format(doc, { parser: 'markdown' }))

const failures = (tables.default ?? []).filter(
  (r) =>
    r.performance < TARGET.performance ||
    r.tbt > TARGET.tbt ||
    r.lcp > TARGET.lcp ||
    r.accessibility < 100 ||
    r.bestPractices < 100 ||
    r.seo < 100,
)
if (failures.length > 0) {
  console.error(`\nBelow target (default settings): ${failures.map((r) => r.path).join(', ')}`)
  process.exitCode = 1
}
