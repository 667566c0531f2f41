import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { scenarioParams, secondScenarioSearch } from './scenario-params.ts'

/** The query string buildUrl writes for these values (null: not carried). */
function search(params: Record<string, string | null>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== null) query.set(name, value)
  return `?${query.toString()}`
}

function read(query: string, names: readonly string[]): Record<string, string | null> {
  const params = new URLSearchParams(query)
  return Object.fromEntries(names.map((name) => [name, params.get(name)]))
}

// docs/decisions.md §4: the first scenario as today, plus `b.<param>` for each that differs.
describe('scenarioParams', () => {
  it('writes the first scenario as always and only the differing values under b.', () => {
    const params = scenarioParams(
      { salario: '5000', dependentes: '1', ano: '2026' },
      { salario: '6000', dependentes: '1', ano: '2025' },
    )
    expect(params).toEqual({
      salario: '5000',
      dependentes: '1',
      ano: '2026',
      'b.salario': '6000',
      'b.ano': '2025',
    })
  })

  it('carries a value the second scenario empties as an empty b. parameter', () => {
    expect(scenarioParams({ pensao: '300' }, { pensao: null })).toEqual({
      pensao: '300',
      'b.pensao': '',
    })
  })

  it('adds nothing when both scenarios are the same', () => {
    expect(scenarioParams({ a: '1', b: null }, { a: '1', b: null })).toEqual({ a: '1', b: null })
  })
})

describe('secondScenarioSearch', () => {
  it('is null for an ordinary link', () => {
    expect(secondScenarioSearch('?salario=5000', ['salario'])).toBeNull()
  })

  it('ignores b. values of parameters that are not the form’s', () => {
    expect(secondScenarioSearch('?salario=5000&b.outro=1', ['salario'])).toBeNull()
  })

  it('puts the b. values over the first scenario and keeps modo and calc', () => {
    const second = secondScenarioSearch(
      '?calc=salary&modo=liquido&salario=5000&pensao=300&b.salario=6000&b.pensao=',
      ['salario', 'pensao'],
    )
    expect(second).not.toBeNull()
    const params = new URLSearchParams(second ?? '')
    expect(params.get('calc')).toBe('salary')
    expect(params.get('modo')).toBe('liquido')
    expect(params.get('salario')).toBe('6000')
    expect(params.has('pensao')).toBe(false)
    expect([...params.keys()].some((key) => key.startsWith('b.'))).toBe(false)
  })

  it('round-trips any two scenarios through one link (property)', () => {
    const names = ['valor', 'taxa', 'prazo', 'modo2', 'data']
    const value = fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null })
    const scenario = fc.record(Object.fromEntries(names.map((n) => [n, value])))
    fc.assert(
      fc.property(scenario, scenario, (first, second) => {
        const query = search(scenarioParams(first, second))
        expect(read(query, names)).toEqual(first)
        const secondQuery = secondScenarioSearch(query, names)
        const same = names.every((n) => first[n] === second[n])
        if (same) expect(secondQuery).toBeNull()
        else expect(read(secondQuery ?? '', names)).toEqual(second)
      }),
    )
  })
})
