import { ThemeProvider } from '@/providers/theme-provider.tsx'
import { ToastProvider } from '@/providers/toast-provider.tsx'

import { AppRoutes } from './app-routes.tsx'

/**
 * Everything but the router, so the browser (BrowserRouter) and a future prerender
 * (StaticRouter) wrap the same tree. The toast provider sits above every page and the home modal.
 */
export function App() {
  return (
    <ThemeProvider>
      <ToastProvider>
        <AppRoutes />
      </ToastProvider>
    </ThemeProvider>
  )
}
