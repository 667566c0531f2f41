import { calculateCompoundPlan } from '@/lib/compound/compound-plan.ts'

import { monthCsv } from './month-csv.ts'

describe('monthCsv', () => {
  it('holds every month of a 100-year plan, in pt-BR numbers, after its header', () => {
    const outcome = calculateCompoundPlan({ inicial: 1000, aporte: 100, taxa: 0.5, periodo: 1200 })
    if (!outcome.ok) throw new Error('no plan')
    const lines = monthCsv(outcome.value.monthly()).trimEnd().split('\r\n')
    expect(lines).toHaveLength(1 + 1200)
    expect(lines[0]).toBe(
      'Mês;Juros no mês (R$);Total aportado (R$);Juros acumulados (R$);Saldo (R$)',
    )
    expect(lines[1]).toBe('1;5,00;1100,00;5,00;1105,00')
    expect(lines[1200]?.split(';').at(-1)).toBe(
      outcome.value.finalValue.toFixed(2).replace('.', ','),
    )
  })
})
