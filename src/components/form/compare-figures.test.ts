import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { formatMoney } from '@/utils/format.ts'

import { compareRows, comparisonMessage, difference } from './compare-figures.ts'

// docs/decisions.md §4: both scenarios side by side "with the differences (money figures: difference
// in R$)".
describe('difference', () => {
  it('is in reais for money, signed', () => {
    expect(difference('R$\u00a04.185,68', 'R$\u00a04.900,00')).toBe('+R$\u00a0714,32')
    expect(difference('R$\u00a04.900,00', 'R$\u00a04.185,68')).toBe('−R$\u00a0714,32')
    expect(difference('−R$\u00a0509,60', '−R$\u00a0600,00')).toBe('−R$\u00a090,40')
    expect(difference('R$\u00a010,00', 'R$\u00a010,00')).toBe('R$\u00a00,00')
  })

  it('counts cents exactly (0,10 + 0,20 against 0,30)', () => {
    expect(difference('R$\u00a00,30', 'R$\u00a00,30')).toBe('R$\u00a00,00')
    expect(difference('R$\u00a01.000.000,10', 'R$\u00a01.000.000,30')).toBe('+R$\u00a00,20')
  })

  it('is in percentage points for percentages', () => {
    expect(difference('7,50%', '9,00%')).toBe('+1,5 p.p.')
    expect(difference('9,00%', '7,50%')).toBe('−1,5 p.p.')
  })

  it('is in the unit for counts of the same thing', () => {
    expect(difference('12 meses', '24 meses')).toBe('+12 meses')
    expect(difference('1.234', '1.000')).toBe('−234')
    expect(difference('3 dias', '3 meses')).toBe('—')
  })

  it('keeps as many decimals as the figures show (a correction factor is not 0)', () => {
    // INPC against IPCA over the same months: factors 1,234567 and 1,234799.
    expect(difference('1,234567', '1,234799')).toBe('+0,000232')
    expect(difference('1,234799', '1,234567')).toBe('−0,000232')
    expect(difference('8,977432%', '9,35%')).toBe('+0,372568 p.p.')
    expect(difference('1,5', '1,25')).toBe('−0,25')
  })

  it('only says whether other figures are the same', () => {
    expect(difference('05/11/2026', '05/11/2026')).toBe('igual')
    expect(difference('05/11/2026', '04/12/2026')).toBe('—')
    expect(difference('R$\u00a01,00', '12')).toBe('—')
  })

  it('is B − A for any two amounts (property)', () => {
    const cents = fc.integer({ min: -1e11, max: 1e11 })
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const text = difference(formatMoney(a / 100), formatMoney(b / 100))
        const expected = formatMoney((b - a) / 100)
        expect(text).toBe(b > a ? `+${expected}` : expected)
      }),
    )
  })
})

describe('compareRows', () => {
  it('matches items by label, main figure first, and marks what one side lacks', () => {
    const rows = compareRows(
      {
        label: 'Salário líquido',
        value: 'R$\u00a04.185,68',
        items: [
          { label: 'INSS', value: 'R$\u00a0509,60' },
          { label: 'Pensão', value: 'R$\u00a0300,00' },
        ],
      },
      {
        label: 'Salário líquido',
        value: 'R$\u00a04.900,00',
        items: [
          { label: 'INSS', value: 'R$\u00a0600,00' },
          { label: 'IRRF', value: 'R$\u00a010,00' },
        ],
      },
    )
    expect(rows).toEqual([
      {
        label: 'Salário líquido',
        first: 'R$\u00a04.185,68',
        second: 'R$\u00a04.900,00',
        difference: '+R$\u00a0714,32',
      },
      {
        label: 'INSS',
        first: 'R$\u00a0509,60',
        second: 'R$\u00a0600,00',
        difference: '+R$\u00a090,40',
      },
      { label: 'IRRF', first: '—', second: 'R$\u00a010,00', difference: '—' },
      { label: 'Pensão', first: 'R$\u00a0300,00', second: '—', difference: '—' },
    ])
    expect(comparisonMessage(rows)).toBe(
      'Comparação de cenários. Salário líquido: cenário A R$\u00a04.185,68, cenário B R$\u00a04.900,00, diferença +R$\u00a0714,32.',
    )
  })

  it('keeps each scenario’s figure under its own name when the two name it differently', () => {
    // Financiamento SAC → Price: SAC's first instalment is not a "Parcela fixa".
    const [main] = compareRows(
      { label: 'Primeira parcela (SAC)', value: 'R$\u00a04.144,45', items: [] },
      { label: 'Parcela fixa (360x)', value: 'R$\u00a03.510,12', items: [] },
    )
    expect(main).toEqual({
      label: 'Primeira parcela (SAC)',
      secondLabel: 'Parcela fixa (360x)',
      first: 'R$\u00a04.144,45',
      second: 'R$\u00a03.510,12',
      difference: '−R$\u00a0634,33',
    })
    expect(comparisonMessage(main ? [main] : [])).toBe(
      'Comparação de cenários. Cenário A, Primeira parcela (SAC): R$\u00a04.144,45; cenário B, Parcela fixa (360x): R$\u00a03.510,12, diferença −R$\u00a0634,33.',
    )
  })

  it('has nothing to say without rows', () => {
    expect(comparisonMessage([])).toBe('')
  })
})
