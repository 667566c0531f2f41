import './styles/index.css'

/**
 * A new task: the browser may paint and answer a tap before the next step. Starting the app is
 * a few steps of tens of milliseconds each on a slow phone (React's own code, then the app's,
 * then hydration); run as one they would be one long task (the TBT budget).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * A prerendered page paints with only the rules its own HTML uses; the whole stylesheet comes
 * after the first paint (scripts/critical-css.mjs). React must not draw what the HTML did not
 * have (a shared link's result, another page) before it has arrived. A failed download is let
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

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const [{ startTransition }, client] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    siteStylesheet(),
  ])
  await nextTask()
  const { browserApp, startHydrating } = await import('@/app/browser-app.tsx')
  await nextTask()
  // Prerendered pages carry the path they were rendered for. A static server may answer another
  // path with some page's HTML (a fallback): then render afresh instead of hydrating a mismatch.
  if (root.dataset.route === window.location.pathname && root.hasChildNodes()) {
    startHydrating()
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
  // until the app has started and the main thread is idle.
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
