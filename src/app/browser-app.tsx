import { StrictMode } from 'react'
import { BrowserRouter } from 'react-router-dom'

import { App } from './app.tsx'

/** The browser's tree: the prerender (src/entry-server.tsx) renders the same under StaticRouter. */
export const browserApp = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)
