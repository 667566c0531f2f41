import { value } from '../../test/outcome-value.ts'
import { ipca } from '../series/data/ipca.ts'
import { addMonths } from '../series/monthly-series.ts'
import { calculateRent } from './rent.ts'

describe('docs/legal/rent.md on the shipped data', () => {
  it('worked example: July 2025 by the IGP-M uses 07/2024..06/2025, 4,3933% (FGV: 4,39%); R$ 2.000,00 becomes R$ 2.087,87', () => {
    const r = value(calculateRent({ aluguel: 2000, mes: '2025-07', indice: 'igpm' }))
    expect(r).toMatchObject({ de: '2024-07', ate: '2025-06', adjusted: 2087.87, negative: false })
    expect(r.percent.toFixed(4)).toBe('4.3933')
    expect(r.months.map((m) => m.month)).toHaveLength(12)
  })

  it('negative accumulation: the IGP-M of 2025 is −1,04% from the monthly data (FGV −1,05%)', () => {
    const r = value(
      calculateRent({ aluguel: 2000, mes: null, indice: 'igpm', de: '2025-01', ate: '2025-12' }),
    )
    expect(r.percent.toFixed(2)).toBe('-1.04')
    expect(r).toMatchObject({ negative: true, adjusted: 1979.16, difference: -20.84 })
  })

  it('an IPCA adjustment whose last month is not out yet names the last month available', () => {
    // A new rent two months after the last IPCA needs the month after it, not out yet.
    const last = ipca.last as string
    const outcome = calculateRent({ aluguel: 2000, mes: addMonths(last, 2), indice: 'ipca' })
    expect(outcome).toEqual({
      ok: false,
      errors: [{ field: 'mes', code: 'too-large', date: `${last}-01` }],
    })
  })
})
