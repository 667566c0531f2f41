// A month in a step's text is written AAAA-MM by the library and "dez/2024" on screen, the way
// the Banco Central's Calculadora do Cidadão writes it (docs/legal/official-series.md).
import { percentFig } from '@/lib/core/steps.ts'

import { formatExpression, stepText } from './format-step.ts'

describe('stepText', () => {
  it('writes each month of a label or note as "dez/2024"', () => {
    expect(stepText('Fator acumulado até 2024-12')).toBe('Fator acumulado até dez/2024')
    expect(stepText('Sem o IPCA de 2025-07 a 2025-09 nos dados')).toBe(
      'Sem o IPCA de jul/2025 a set/2025 nos dados',
    )
  })

  it('leaves dates, other numbers and laws as they are', () => {
    for (const text of ['até 2024-08-29', 'Lei 14.905/2024', 'SGS 433', '12024-01', '2024-13'])
      expect(stepText(text)).toBe(text)
  })

  it('names a figure by its month: (1 + jan/2025 0,16%)', () => {
    expect(formatExpression(percentFig(0.16, '2025-01'))).toBe('jan/2025 0,16%')
  })
})
