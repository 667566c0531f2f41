import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Screens load their result parts lazily; on a busy two-core machine a chunk can take more than
// findBy's default second to arrive.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
})
