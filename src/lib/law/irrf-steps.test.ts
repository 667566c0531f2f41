import { describe, expect, it } from 'vitest'

import { D, money } from '../core/money.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { inssContribution } from './inss.ts'
import { inssSteps } from './inss-steps.ts'
import { monthlyIrrf } from './irrf.ts'
import { irrfSteps } from './irrf-steps.ts'
import { legalTable } from './tables/by-year.ts'

describe('irrfSteps', () => {
  it('RFB example: gross 6.000 with the 2025 INSS 649,60 under the 2026 rules → IRRF 382,88', () => {
    // The Receita's own illustration of Lei 15.270/2025 (docs/legal/inss-irrf.md) keeps the 2025 INSS.
    const gross = money(6000)
    const inss = inssContribution(new D(gross), legalTable(2025).inss)
    const inssList = inssSteps(gross, inss, legalTable(2025).inss)
    const irrf = monthlyIrrf({
      income: gross,
      inss: inss.contribution,
      dependents: 0,
      table: legalTable(2026),
    })
    const steps = [
      ...inssList,
      ...irrfSteps({
        irrf,
        inss: inssList.at(-1)!,
        table: legalTable(2026),
        dependents: 0,
        thirteenth: false,
      }),
    ]
    expect(stepsProblems(steps, { kind: 'money', value: money(382.88) })).toEqual([])
    expect(stepsOutline(steps)).toEqual([
      'INSS, faixa 1: 1518.00 × 7.5% = 113.85',
      'INSS, faixa 2: (2793.88 − 1518.00) × 9% = 114.8292',
      'INSS, faixa 3: (4190.83 − 2793.88) × 12% = 167.634',
      'INSS, faixa 4: (6000.00 − 4190.83) × 14% = 253.2838',
      'INSS: 113.85 + 114.8292 + 167.634 + 253.2838 = 649.60',
      'Dedução usada: max(649.60; 607.20) = 649.60',
      'Base do IRRF: 6000.00 − 649.60 = 5350.40',
      'Imposto pela tabela: 5350.40 × 27.5% − 908.73 = 562.63',
      'Redução da Lei 15.270/2025: min(562.63; 978.62 − 0.133145 × 6000.00) = 179.75',
      'IRRF: 562.63 − 179.75 = 382.88',
    ])
  })
})
