import './styles/index.css'

/**
 * A new task: the browser may paint and answer a tap before the next step. Starting the app is
 * a few steps of tens of milliseconds each on a slow phone (React's own code, then the app's,
 * then hydration); run as one they would be one long task (the TBT budget).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    // A message, not setTimeout: browsers stretch a chain of nested timeouts to 4 ms each.
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

/**
 * A prerendered page paints with only the rules its own HTML uses; the rest of the stylesheet
 * comes with the app's code (scripts/critical-css.mjs, scripts/prerender.mjs). React must not
 * draw what the HTML did not have (a shared link's result, another page) before it has arrived. A failed download is let
 * through: the page is still usable, and the service worker retries it on the next visit.
 */
function siteStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-site-css]')
  if (!link || link.sheet) return Promise.resolve()
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
}

/**
 * The app's first import evaluates every module of the page (about eighty chunks: the router,
 * the form kit, the screen, its formulas) in one task, tens of milliseconds on a slow phone.
 * The prerender lists those chunks as modulepreload links (scripts/prerender.mjs); importing
 * them one by one first, and giving the browser a turn whenever a slice has run for a few
 * milliseconds, spreads that work over short tasks. A module is evaluated once, after the
 * modules it imports, whoever imports it first, so the app's own import then finds them done.
 */
async function evaluateInSlices() {
  const SLICE_MS = 4
  // A shared link's own chunks (data-link) are left to the screen, which asks for them.
  const chunks = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]:not([data-link])'),
  ]
    .map((link) => link.href)
    .filter((href) => href.startsWith(window.location.origin))
    // The prerender lists a chunk before the chunks it imports; the other way round, most
    // imports find their own imports already evaluated and run little more than themselves.
    .reverse()
  let sliceStart = performance.now()
  for (const href of chunks) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask()
      sliceStart = performance.now()
    }
    try {
      await import(/* @vite-ignore */ href)
    } catch {
      // A chunk that did not arrive fails again where the app imports it, and the page shows
      // its own message there ("Tentar novamente"); this warm-up only changes when code runs.
    }
  }
}

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const [{ startTransition }, client] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    siteStylesheet(),
  ])
  await nextTask()
  await evaluateInSlices()
  const { browserApp, startHydrating } = await import('@/app/browser-app.tsx')
  await nextTask()
  // From here React answers taps itself, replaying those on parts it has not hydrated yet; the
  // boot script stops keeping them for later (EARLY_ACTIONS, scripts/prerender.mjs).
  document.documentElement.dataset.app = 'true'
  // Prerendered pages carry the path they were rendered for. A static server may answer another
  // path with some page's HTML (a fallback): then render afresh instead of hydrating a mismatch.
  if (root.dataset.route === window.location.pathname && root.hasChildNodes()) {
    startHydrating(root)
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread in one long task: a tap during it is not kept waiting.
    startTransition(() => {
      client.hydrateRoot(root, browserApp)
    })
  } else {
    root.textContent = ''
    client.createRoot(root).render(browserApp)
  }
}

const started = start()

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  // Installing the worker downloads and stores the whole site (every page, for offline use):
  // begun while the page hydrates, that work competes with it for a slow phone's CPU. It waits
  // until the app has started and the main thread is idle. (A prerendered page that is only read,
  // where the app never starts, registers it from its boot script: scripts/prerender.mjs.)
  const whenIdle = (run: () => void) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 })
    else setTimeout(run, 1000)
  }
  void started.finally(() => {
    whenIdle(() => {
      navigator.serviceWorker.register('/sw.js').catch(() => {
        // Offline support is an extra: the site works without it.
      })
    })
  })
}
