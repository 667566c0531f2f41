// Chromium driven through a bare Chrome DevTools Protocol pipe, with only the domains a
// measurement needs. Playwright (and Lighthouse) enable the Runtime domain on every page, and
// with it V8's inspector collects source positions when a module runs: React DOM's chunk took
// 40–55 ms to evaluate with Runtime enabled and 3–7 ms without, unthrottled, on the same build
// (docs/performance.md, "What DevTools adds to a page"). A visitor has no inspector attached, so a
// measurement of a page's own tasks must not attach one either.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Launches a headless Chromium with `--remote-debugging-pipe` (messages are JSON, each ended by a
 * NUL byte, on file descriptors 3 and 4) and returns a client for it.
 */
export function launchBare(executablePath) {
  const profile = mkdtempSync(join(tmpdir(), 'bare-cdp-'))
  const child = spawn(
    executablePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const toBrowser = child.stdio[3]
  const fromBrowser = child.stdio[4]
  let nextId = 0
  const pending = new Map()
  const listeners = new Map()
  let buffered = ''
  fromBrowser.on('data', (chunk) => {
    buffered += chunk.toString('utf8')
    let end
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end))
      buffered = buffered.slice(end + 1)
      if (message.id !== undefined) {
        const waiting = pending.get(message.id)
        pending.delete(message.id)
        if (message.error) waiting?.reject(new Error(`${waiting.method}: ${message.error.message}`))
        else waiting?.resolve(message.result)
      } else for (const listener of listeners.get(message.method) ?? []) listener(message.params)
    }
  })
  return {
    /** Sends a command to the browser, or to a page's session. */
    send(method, params = {}, sessionId) {
      const id = ++nextId
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, method }))
    },
    /** Listens to an event; returns what stops listening. */
    on(method, listener) {
      listeners.set(method, [...(listeners.get(method) ?? []), listener])
      return () =>
        listeners.set(
          method,
          (listeners.get(method) ?? []).filter((l) => l !== listener),
        )
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
      // A helper process may still be writing into the profile for a moment after the browser exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
    },
  }
}

/** A new page, attached in flat mode: its commands go with the returned session id. */
export async function openPage(browser) {
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' })
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true })
  return {
    sessionId,
    send: (method, params) => browser.send(method, params, sessionId),
    close: () => browser.send('Target.closeTarget', { targetId }),
    /** Evaluates an expression in the page (Runtime.evaluate needs no Runtime.enable). */
    async evaluate(expression) {
      const { result, exceptionDetails } = await browser.send(
        'Runtime.evaluate',
        { expression, returnByValue: true, awaitPromise: true },
        sessionId,
      )
      if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`)
      return result.value
    },
  }
}

/** Polls an expression until it is true. */
export async function waitFor(page, expression, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (!(await page.evaluate(expression))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Records a trace of everything between start() and stop(). */
export function tracing(browser, categories) {
  const events = []
  // Each trace keeps only its own events: stop() removes its listeners before the next page's.
  const stopCollecting = browser.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  return {
    start: () =>
      browser.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: { includedCategories: categories },
      }),
    async stop() {
      let stopWaiting = () => undefined
      const complete = new Promise((resolve) => {
        stopWaiting = browser.on('Tracing.tracingComplete', resolve)
      })
      await browser.send('Tracing.end')
      await complete
      stopWaiting()
      stopCollecting()
      return events
    },
  }
}
