import { type DeclaredModo, lazyModule } from './lazy-module.ts'

// A screen declares its modos with defineModes (src/components/form/modes.ts).
const modo = (value: string) => value as DeclaredModo

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

  describe('opened from a link', () => {
    afterEach(() => window.history.replaceState(null, '', '/'))

    it('fetches at once what the link needs, a tab’s module only for a link to that tab', () => {
      window.history.replaceState(null, '', '/calculadora-salario?modo=bruto&liquido=4515')
      const formulas = vi.fn(() => Promise.resolve({}))
      const linkedTab = vi.fn(() => Promise.resolve({}))
      const otherTab = vi.fn(() => Promise.resolve({}))
      lazyModule(formulas)
      lazyModule(linkedTab, { modo: modo('bruto') })
      lazyModule(otherTab, { modo: modo('hora') })
      expect(formulas).toHaveBeenCalledTimes(1)
      expect(linkedTab).toHaveBeenCalledTimes(1)
      expect(otherTab).not.toHaveBeenCalled()
    })

    it('waits to be asked on a plain visit', () => {
      window.history.replaceState(null, '', '/calculadora-salario')
      const formulas = vi.fn(() => Promise.resolve({}))
      lazyModule(formulas)
      expect(formulas).not.toHaveBeenCalled()
    })
  })
})
