import { describe, expect, it } from 'vitest'

import { resultSummary } from './result-summary.ts'

// docs/decisions.md §4: "copied as a short multi-line text summary for WhatsApp": the calculator's
// name, the inputs with their labels as typed, the main figures; the share flow adds the link.
describe('resultSummary', () => {
  const result = {
    label: 'Salário líquido',
    value: 'R$\u00a04.185,68',
    items: [
      { label: 'INSS', value: '−R$\u00a0509,60' },
      { label: 'IRRF', value: '−R$\u00a0304,72' },
    ],
  }

  it('writes name, inputs as typed and figures, one per line', () => {
    const text = resultSummary({
      name: 'Calculadora de Salário Líquido',
      inputs: [
        { label: 'Salário bruto (R$)', value: '5.000,00' },
        { label: 'Dependentes', value: '1' },
      ],
      result,
    })
    expect(text).toBe(
      [
        'Calculadora de Salário Líquido',
        '',
        'Dados informados:',
        '• Salário bruto (R$): 5.000,00',
        '• Dependentes: 1',
        '',
        'Salário líquido: R$\u00a04.185,68',
        '• INSS: −R$\u00a0509,60',
        '• IRRF: −R$\u00a0304,72',
      ].join('\n'),
    )
  })

  it('does not double a colon a label already has, and leaves out an empty input list', () => {
    const text = resultSummary({
      name: 'IMC',
      inputs: [],
      result: { label: 'Seu IMC:', value: '22,86', items: [] },
    })
    expect(text).toBe('IMC\n\nSeu IMC: 22,86')
  })

  it('stays short: at most six figures under the main one', () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ label: `Item ${i}`, value: `${i}` }))
    const lines = resultSummary({ name: 'X', inputs: [], result: { ...result, items } }).split('\n')
    expect(lines.filter((l) => l.startsWith('• Item'))).toHaveLength(6)
  })

  it('is plain text: no markup, no HTML', () => {
    const text = resultSummary({
      name: 'X',
      inputs: [{ label: 'Nome', value: '<b>1</b>' }],
      result,
    })
    expect(text).not.toMatch(/\*\*|__/)
    expect(text).toContain('<b>1</b>') // what was typed, as text: nothing renders it
  })
})

describe('resultSummary keeps the caveats the screen shows', () => {
  it('lists them after the figures, every one', () => {
    const text = resultSummary({
      name: 'Confira seu holerite',
      inputs: [],
      result: {
        label: 'Diferença a seu favor',
        value: 'R$\u00a019,08',
        items: [],
        caveats: [
          'IRRF: descontado a mais R$\u00a019,08.',
          'O IPCA de outubro de 2026 ainda não está nos dados do site.',
        ],
      },
    })
    expect(text.split('\n').slice(-3)).toEqual([
      'Atenção:',
      '• IRRF: descontado a mais R$\u00a019,08.',
      '• O IPCA de outubro de 2026 ainda não está nos dados do site.',
    ])
  })
})
