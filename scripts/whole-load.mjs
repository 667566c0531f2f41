// The JavaScript a page loads in all, as Lighthouse counts it: each route opened once in a fresh
// Chromium context, every script response summed in bytes on the wire (Chrome DevTools
// Protocol `encodedDataLength`: the gzip body and the response headers, Lighthouse's
// `transferSize`) until the network has been quiet for QUIET_MS after the load event. No one
// moves a pointer, touches or types: what a person's first intent fetches is not counted.
import { chromium } from '@playwright/test'

import { chromiumPath } from './chromium-path.mjs'
import { serveStatic } from './static-server.mjs'

/** Lighthouse waits for 5 s of quiet at most; the idle callbacks the site uses fire within 2 s. */
const QUIET_MS = 2000
const LIMIT_MS = 15000
/** Two pages at a time: the machines that run this have two cores. */
const PARALLEL = 2

async function visit(browser, origin, route) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const scripts = new Map()
    const inFlight = new Set()
    let last = Date.now()
    cdp.on('Network.requestWillBeSent', ({ requestId }) => {
      inFlight.add(requestId)
      last = Date.now()
    })
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Script') scripts.set(requestId, 0)
    })
    const done = ({ requestId, encodedDataLength }) => {
      inFlight.delete(requestId)
      last = Date.now()
      if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength ?? 0)
    }
    cdp.on('Network.loadingFinished', done)
    cdp.on('Network.loadingFailed', done)
    const start = Date.now()
    await page.goto(origin + route, { waitUntil: 'load' })
    while ((inFlight.size > 0 || Date.now() - last < QUIET_MS) && Date.now() - start < LIMIT_MS)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const bytes = [...scripts.values()].reduce((total, size) => total + size, 0)
    return { bytes, files: scripts.size }
  } finally {
    await context.close()
  }
}

/** Measures each route of the built site in `dist`; returns route → { bytes, files }. */
export async function measureWholeLoad(dist, routes) {
  const executablePath = chromiumPath()
  if (!executablePath) {
    console.error(
      'The whole-page JavaScript budget is measured in Chromium, and none was found: install it (apt-get install -y chromium) or set CHROME_PATH.',
    )
    process.exit(1)
  }
  const stop = await serveStatic(dist, 0)
  const origin = `http://localhost:${String(stop.port)}`
  const browser = await chromium.launch({ executablePath })
  const results = new Map()
  try {
    const queue = [...routes]
    const worker = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift())
        results.set(route, await visit(browser, origin, route))
    }
    await Promise.all(Array.from({ length: PARALLEL }, worker))
  } finally {
    await browser.close()
    await stop()
  }
  return results
}
