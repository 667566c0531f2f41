// A month in a step's text is written AAAA-MM by the library and "dez/2024" on screen, the way
// the Banco Central's Calculadora do Cidadão writes it (docs/legal/official-series.md).
import { numberFig, percentFig } from '@/lib/core/steps.ts'

import { formatExpression, formatFigure, stepText } from './format-step.ts'

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

describe('formatFigure', () => {
  it('writes a percentage as the cards do (formatPercent: 25,00%), keeping the decimals it holds', () => {
    expect(formatFigure(percentFig(25))).toBe('25,00%')
    expect(formatFigure(percentFig(7.5))).toBe('7,50%')
    // The IOF's daily rate (Decreto 6.306/2007 art. 7º) keeps its four decimals.
    expect(formatFigure(percentFig(0.0082))).toBe('0,0082%')
    expect(formatFigure(percentFig(-20))).toBe('\u221220,00%')
  })

  it('follows a card that writes a percentage otherwise: the discount typed, the 70% rule', () => {
    expect(formatFigure(percentFig(15, undefined, 0))).toBe('15%')
    expect(formatFigure(percentFig(33.5, undefined, 0))).toBe('33,5%')
  })

  it('writes reais per litre and per km as a price, with the card’s decimals', () => {
    expect(formatFigure(numberFig(0.5, 'R$/km', undefined, 3))).toBe('R$\u00a00,500/km')
    expect(formatFigure(numberFig(5.899, 'R$/L', undefined, 2))).toBe('R$\u00a05,899/L')
    expect(formatFigure(numberFig(37.5, 'L'))).toBe('37,5\u00a0L')
  })
})
