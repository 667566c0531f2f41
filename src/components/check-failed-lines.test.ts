import { describe, expect, it } from 'vitest'

import { failedLines } from './check-verdict-text.ts'

// A copied summary of a holerite or TRCT check names each line that fails, as the table does.
describe('failedLines', () => {
  it('one sentence per line that does not check, with the typical error; none for a line that checks', () => {
    const row = { paid: 0, due: 0, rule: '' }
    expect(
      failedLines([
        { ...row, id: 'a', name: 'INSS', difference: 0, verdict: 'confere' },
        {
          ...row,
          id: 'b',
          name: 'IRRF',
          difference: 19.08,
          verdict: 'descontado-a-mais',
          flag: 'É o imposto sem a redução da Lei 15.270/2025.',
        },
        { ...row, id: 'c', name: 'Horas extras', difference: -50, verdict: 'pago-a-menos' },
      ]),
    ).toEqual([
      'IRRF: descontado a mais R$\u00a019,08. É o imposto sem a redução da Lei 15.270/2025.',
      'Horas extras: pago a menos R$\u00a050,00.',
    ])
  })
})
