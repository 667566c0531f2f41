import { lazyModule } from './lazy-module.ts'

describe('lazyModule', () => {
  it('imports once, however often it is asked, and then reads the module synchronously', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }))
    const lib = lazyModule(importer)
    expect(lib.current()).toBeUndefined()
    const [a, b] = await Promise.all([lib.load(), lib.load()])
    expect(a).toBe(b)
    expect(lib.current()).toEqual({ answer: 42 })
    await lib.load()
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed import (a lost connection, a new deploy)', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 })
    const lib = lazyModule(importer)
    await expect(lib.load()).rejects.toThrow('Failed to fetch')
    expect(lib.current()).toBeUndefined()
    await expect(lib.load()).resolves.toEqual({ answer: 42 })
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
