import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'

import { App } from '@/app/app.tsx'

import './styles/index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

// Prerendered pages carry the path they were rendered for. A static server may answer another
// path with some page's HTML (a fallback): then render afresh instead of hydrating a mismatch.
if (root.dataset.route === window.location.pathname && root.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread in one long task: a tap during it is not kept waiting (issue 7's TBT).
  startTransition(() => {
    hydrateRoot(root, app)
  })
} else {
  root.textContent = ''
  createRoot(root).render(app)
}

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
