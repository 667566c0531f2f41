import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Screens load their result parts lazily; on a busy two-core machine a chunk can take more than
// findBy's default second to arrive.
configure({ asyncUtilTimeout: 5000 })

// Files share one environment per worker (vitest.config.ts: isolate false), so each test leaves
// the page, the spies, the clocks and the storage as it found them.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  if (typeof window !== 'undefined') {
    window.localStorage.clear()
    window.sessionStorage.clear()
  }
})
