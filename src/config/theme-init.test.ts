import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { STORAGE_KEYS } from './storage-keys.ts'

describe('public/theme-init.js', () => {
  it('reads the same storage key as the theme provider', () => {
    const script = readFileSync(resolve(process.cwd(), 'public/theme-init.js'), 'utf8')
    expect(script).toContain(`'${STORAGE_KEYS.theme}'`)
  })
})
