import script from '../../public/theme-init.js?raw'

import { STORAGE_KEYS } from './storage-keys.ts'

describe('public/theme-init.js', () => {
  it('reads the same storage key as the theme provider', () => {
    expect(script).toContain(`'${STORAGE_KEYS.theme}'`)
  })
})
