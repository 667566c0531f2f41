// The main thread's tasks after the first contentful paint, as a slow phone runs them: opens each
// page of a built site in Chromium with its CPU slowed RATE× (default 4, Lighthouse's mobile
// multiplier) through a bare Chrome DevTools Protocol pipe (scripts/bare-cdp.mjs: no inspector,
// as a visitor has none) and records a trace in two parts: from the first contentful paint until
// the page has loaded and stayed untouched three seconds (a page that is only read runs no app
// code, scripts/prerender.mjs), then from a person's first tap until the page has hydrated and
// gone quiet. For each part it lists every task longer than 50 ms with what it ran, then the
// blocking time (the sum of each task's excess over 50 ms, as Total Blocking Time counts it).
// Each task is given twice: its wall time, and its thread time. Chromium's CPU throttling counts
// in both (a loop of 54 ms takes 266 ms of each at 4×), but a busy machine lengthens only the
// wall time, by the time the thread waited for a core: on a loaded machine, judge by the thread
// time (docs/lighthouse.md).
// Usage: node scripts/long-tasks.mjs [distDir] [path…]   (RATE=6 for another slowdown;
// INSPECTOR=1 enables the Runtime domain as Playwright and Lighthouse do; PROFILE=1 records a
// CPU profile too and lists, under each long task, the stacks it was sampled in most)
import { readFileSync } from 'node:fs'

import { launchBare, openPage, tracing, waitFor } from './bare-cdp.mjs'
import { chromiumPath } from './chromium-path.mjs'
import { serveStatic } from './static-server.mjs'
import { heaviestStacks, profileSamples } from './trace-profile.mjs'

const [dist = 'dist', ...paths] = process.argv.slice(2)
const pages = paths.length > 0 ? paths : ['/', '/calculadora-salario', '/calculadora-financiamento']
const RATE = Number(process.env.RATE ?? 4)
const port = Number(process.env.LONG_TASKS_PORT ?? 4391)
// INSPECTOR=1 enables the Runtime domain, as Playwright and Lighthouse do, to see what it adds.
const INSPECTOR = process.env.INSPECTOR === '1'
// The sampling profiler costs the page time of its own: only when asked.
const PROFILE = process.env.PROFILE === '1'
const LONG = 50
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  'loading',
  'blink.user_timing',
  ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
]
// What a task ran, as the trace names it.
const WORK = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.produceModuleCache',
  'v8.produceCache',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
  'EventDispatch',
  'FireAnimationFrame',
])

// V8's code cache: the second time a browser runs a script within 72 hours, it writes the
// script's compiled code into its cache, in a task of its own after the script has run; from the
// third time on it reads that instead of compiling (v8.dev/blog/code-caching-for-devs). Runs
// here share one browser, so every page after the first is such a second visit for the app's
// shared chunks. That task is the browser's and comes once per script, not the page's own work:
// it is listed, named, and left out of the "page's own" longest task.
const CODE_CACHE = new Set(['v8.produceModuleCache', 'v8.produceCache'])

const stopServer = await serveStatic(dist, port)
// A bare protocol pipe, not Playwright: an inspector's Runtime domain slows module evaluation
// several times over (scripts/bare-cdp.mjs), and a visitor has none.
const browser = launchBare(chromiumPath())
try {
  for (const path of pages) {
    const page = await openPage(browser)
    if (INSPECTOR) await page.send('Runtime.enable')
    // Lighthouse's mobile viewport.
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    })
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
    await page.send('Emulation.setCPUThrottlingRate', { rate: RATE })
    const trace = tracing(browser, categories)
    await trace.start()
    await page.send('Page.navigate', { url: `http://localhost:${port}${path}` })
    await waitFor(page, "document.readyState === 'complete'")
    await new Promise((resolve) => setTimeout(resolve, 3000))
    // The first touch, on the page's heading: it starts the app and does nothing else.
    const { x, y } = await page.evaluate(`(() => {
      performance.mark('first-touch')
      const box = document.querySelector('h1').getBoundingClientRect()
      return { x: box.x + 4, y: box.y + box.height / 2 }
    })()`)
    for (const type of ['touchStart', 'touchEnd'])
      await page.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      })
    await waitFor(page, "document.documentElement.dataset.hydrated === 'true'")
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const traceEvents = await trace.stop()
    await page.close()
    report(path, traceEvents)
  }
} finally {
  await browser.close()
  await stopServer()
}

function report(path, events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) throw new Error(`${path}: no first contentful paint in the trace`)
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  )
  const thread = events.filter((e) => e.pid === fcp.pid && e.tid === main.tid && e.ph === 'X')
  // Top-level tasks: a RunTask inside another is part of it.
  const tasks = []
  let end = 0
  for (const task of thread.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts))
    if (task.ts >= end) {
      tasks.push(task)
      end = task.ts + task.dur
    }
  const touch = events.find((e) => e.name === 'first-touch' && e.pid === fcp.pid)
  if (!touch) throw new Error(`${path}: no first-touch mark in the trace`)
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
  const profile = PROFILE ? profileSamples(events.filter((e) => e.pid === fcp.pid)) : null
  console.log(
    `${path} (CPU ${RATE}×, load average ${load}${INSPECTOR ? ', Runtime domain enabled' : ''})`,
  )
  list(
    'untouched, after the first contentful paint',
    tasks.filter((t) => t.ts >= fcp.ts && t.ts < touch.ts),
    fcp.ts,
    thread,
    profile,
  )
  list(
    'from the first touch',
    tasks.filter((t) => t.ts >= touch.ts),
    touch.ts,
    thread,
    profile,
  )
}

function list(label, after, from, thread, profile) {
  const wall = (t) => t.dur / 1000
  const cpu = (t) => (t.tdur ?? t.dur) / 1000
  const inside = (t) => thread.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur)
  const codeCache = (t) =>
    inside(t)
      .filter((e) => CODE_CACHE.has(e.name))
      .reduce((sum, e) => sum + e.dur, 0) >=
    0.8 * t.dur
  const blocking = (f) => after.reduce((sum, t) => sum + Math.max(0, f(t) - LONG), 0)
  const longest = (f, tasks = after) => Math.max(0, ...tasks.map(f))
  const own = after.filter((t) => !codeCache(t))
  console.log(
    `  ${label}: ${after.length} tasks; blocking ${Math.round(blocking(wall))} ms wall, ${Math.round(blocking(cpu))} ms by thread time; longest ${Math.round(longest(wall))} ms wall, ${Math.round(longest(cpu))} ms by thread time; the page's own longest (without the browser's code cache) ${Math.round(longest(cpu, own))} ms by thread time`,
  )
  for (const t of after.filter((t) => wall(t) > LONG || cpu(t) > LONG)) {
    const ran = inside(t)
      .filter((e) => WORK.has(e.name) && e.dur > 1000)
      .map((e) => {
        const data = e.args?.data ?? {}
        const url = data.url ?? e.args?.fileName ?? ''
        const where = url ? ` ${url.replace(/^.*\//, '')}` : ''
        const fn = data.functionName ? ` ${data.functionName}` : ''
        return `${e.name}${where}${fn} ${Math.round(e.dur / 1000)} ms`
      })
    console.log(
      `    +${Math.round((t.ts - from) / 1000)} ms: ${Math.round(wall(t))} ms wall, ${Math.round(cpu(t))} ms by thread time: ${ran.slice(0, 6).join('; ') || '(no script)'}${codeCache(t) ? ' (the browser writing its code cache)' : ''}`,
    )
    if (profile)
      for (const stack of heaviestStacks(profile, t.ts, t.ts + t.dur)) console.log(`      ${stack}`)
  }
}
