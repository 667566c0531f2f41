import { render } from '@testing-library/react'
import type { ReactElement } from 'react'

import { ToastProvider } from '@/providers/toast-provider.tsx'

/**
 * Renders a calculator screen the way a page does: at an address (the URL contract reads it) and
 * inside the toast provider the share button needs. Screens do not use the router.
 */
export function renderCalculator(screen: ReactElement, { url = '/' }: { url?: string } = {}) {
  window.history.replaceState(null, '', url)
  return render(<ToastProvider>{screen}</ToastProvider>)
}
