import './styles/index.css'

/**
 * A new task: the browser may paint and answer a tap before the next step. Starting the app is
 * a few steps of tens of milliseconds each on a slow phone (React's own code, then the app's,
 * then hydration); run as one they would be one long task (issue 7's TBT).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const [{ startTransition }, client] = await Promise.all([
    import('react'),
    import('react-dom/client'),
  ])
  await nextTask()
  const { browserApp } = await import('@/app/browser-app.tsx')
  await nextTask()
  // Prerendered pages carry the path they were rendered for. A static server may answer another
  // path with some page's HTML (a fallback): then render afresh instead of hydrating a mismatch.
  if (root.dataset.route === window.location.pathname && root.hasChildNodes()) {
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

void start()

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Offline support is an extra: the site works without it.
    })
  }
  // The app is fetched after the first paint, usually after the load event: it must not wait
  // for an event that has already fired.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register)
}
