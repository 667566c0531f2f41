import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectMoneySteps } from '@/test/expect-steps.ts'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateSalaryNet, calculateThirteenth } from './salary.ts'
import { TABLE_YEARS } from '../law/tables/table-years.ts'
import { THIRTEENTH_NO_WAIVER } from '../law/irrf-steps.ts'

// "Como calculamos" (docs/como-calculamos.md): the steps re-evaluate, chain and end on the
// figure the screen shows, and every one names its law or formula.
function net(input: Parameters<typeof calculateSalaryNet>[0]) {
  const r = calculateSalaryNet(input, 2026)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

function thirteenth(input: Parameters<typeof calculateThirteenth>[0]) {
  const r = calculateThirteenth(input, 2026)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

describe('salário líquido: como calculamos', () => {
  it('docs/legal/inss-irrf.md 2026 example, gross 6.000: INSS 641,51, tax 564,85, reduction 179,75, IRRF 385,10', () => {
    const r = net({ bruto: 6000, ano: 2026 })
    expectMoneySteps(r.steps, r.net)
    expect(stepsOutline(r.steps)).toMatchInlineSnapshot(`
      [
        "INSS, faixa 1: 1621.00 × 7.5% = 121.575",
        "INSS, faixa 2: (2902.84 − 1621.00) × 9% = 115.3656",
        "INSS, faixa 3: (4354.27 − 2902.84) × 12% = 174.1716",
        "INSS, faixa 4: (6000.00 − 4354.27) × 14% = 230.4022",
        "INSS: 121.575 + 115.3656 + 174.1716 + 230.4022 = 641.51",
        "Dedução usada: max(641.51; 607.20) = 641.51",
        "Base do IRRF: 6000.00 − 641.51 = 5358.49",
        "Imposto pela tabela: 5358.49 × 27.5% − 908.73 = 564.85",
        "Redução da Lei 15.270/2025: min(564.85; 978.62 − 0.133145 × 6000.00) = 179.75",
        "IRRF: 564.85 − 179.75 = 385.10",
        "IRRF pelas regras de 2025: 564.85",
        "A menos que em 2025: 564.85 − 385.10 = 179.75",
        "Salário líquido: 6000.00 − 641.51 − 385.10 = 4973.39",
      ]
    `)
  })

  it('2026, gross 3.500: the simplified discount replaces the INSS and the reduction zeroes the tax', () => {
    const r = net({ bruto: 3500, ano: 2026 })
    expectMoneySteps(r.steps, r.net)
    expect(stepsOutline(r.steps)).toMatchInlineSnapshot(`
      [
        "INSS, faixa 1: 1621.00 × 7.5% = 121.575",
        "INSS, faixa 2: (2902.84 − 1621.00) × 9% = 115.3656",
        "INSS, faixa 3: (3500.00 − 2902.84) × 12% = 71.6592",
        "INSS: 121.575 + 115.3656 + 71.6592 = 308.60",
        "Dedução usada: max(308.60; 607.20) = 607.20",
        "Base do IRRF: 3500.00 − 607.20 = 2892.80",
        "Imposto pela tabela: 2892.80 × 15% − 394.16 = 39.76",
        "Redução da Lei 15.270/2025: min(39.76; 312.89) = 39.76",
        "IRRF: 39.76 − 39.76 = 0.00",
        "IRRF pelas regras de 2025: 39.76",
        "A menos que em 2025: 39.76 − 0.00 = 39.76",
        "Salário líquido: 3500.00 − 308.60 − 0.00 = 3191.40",
      ]
    `)
  })

  it('2024, gross 9.000 with 1 dependent, VT and other deductions: no reduction that year', () => {
    const r = net({ bruto: 9000, ano: 2024, dependentes: 1, vt: 300, outros: 50 })
    expectMoneySteps(r.steps, r.net)
    expect(stepsOutline(r.steps)).toMatchInlineSnapshot(`
      [
        "INSS, faixa 1: 1412.00 × 7.5% = 105.9",
        "INSS, faixa 2: (2666.68 − 1412.00) × 9% = 112.9212",
        "INSS, faixa 3: (4000.03 − 2666.68) × 12% = 160.002",
        "INSS, faixa 4: (7786.02 − 4000.03) × 14% = 530.0386",
        "INSS: 105.9 + 112.9212 + 160.002 + 530.0386 = 908.86",
        "Dedução por dependentes: 189.59 × 1 dependente = 189.59",
        "Deduções legais: 908.86 + 189.59 = 1098.45",
        "Dedução usada: max(1098.45; 564.80) = 1098.45",
        "Base do IRRF: 9000.00 − 1098.45 = 7901.55",
        "IRRF: 7901.55 × 27.5% − 896.00 = 1276.93",
        "Vale-transporte: min(9000.00 × 6%; 300.00) = 300.00",
        "Salário líquido: 9000.00 − 908.86 − 1276.93 − 300.00 − 50.00 = 6464.21",
      ]
    `)
  })

  it('IRRF of R$ 10,00 or less is computed and then not withheld (Lei 9.430/1996, art. 67)', () => {
    // 2024, 2.900: the table tax is below R$ 10,00.
    const r = net({ bruto: 2900, ano: 2024 })
    expect(r.belowMinimumWithholding).toBe(true)
    expectMoneySteps(r.steps, r.net)
    expect(r.steps.at(-2)).toMatchObject({ label: 'IRRF', result: { value: 0 } })
  })

  it('above the teto the last slice stops at the teto', () => {
    const r = net({ bruto: 20000, ano: 2026 })
    expectMoneySteps(r.steps, r.net)
    expect(stepsOutline(r.steps).filter((line) => line.startsWith('INSS'))).toMatchInlineSnapshot(`
      [
        "INSS, faixa 1: 1621.00 × 7.5% = 121.575",
        "INSS, faixa 2: (2902.84 − 1621.00) × 9% = 115.3656",
        "INSS, faixa 3: (4354.27 − 2902.84) × 12% = 174.1716",
        "INSS, faixa 4: (8475.55 − 4354.27) × 14% = 576.9792",
        "INSS: 121.575 + 115.3656 + 174.1716 + 576.9792 = 988.09",
      ]
    `)
  })

  it('every step holds, chains and ends on the net, for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...TABLE_YEARS),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (cents, dependentes, ano, vtCents, otherCents) => {
          const r = calculateSalaryNet(
            {
              bruto: cents / 100,
              dependentes,
              ano,
              vt: vtCents / 100,
              outros: otherCents / 100,
            },
            2026,
          )
          if (!r.ok) return
          expect(stepsProblems(r.value.steps, moneyFig(r.value.net))).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('13º salário: como calculamos', () => {
  it('docs/legal/inss-irrf.md 2026 example applied to the 13º, 6.000 for 12 months: IRRF 385,10 with the reduction', () => {
    const r = thirteenth({ salario: 6000, meses: 12, ano: 2026 })
    expectMoneySteps(r.steps, r.net)
    expect(stepsOutline(r.steps)).toMatchInlineSnapshot(`
      [
        "13º salário bruto: 6000.00 × 12 avos ÷ 12 = 6000.00",
        "1ª parcela: 6000.00 ÷ 2 = 3000.00",
        "INSS sobre o 13º, faixa 1: 1621.00 × 7.5% = 121.575",
        "INSS sobre o 13º, faixa 2: (2902.84 − 1621.00) × 9% = 115.3656",
        "INSS sobre o 13º, faixa 3: (4354.27 − 2902.84) × 12% = 174.1716",
        "INSS sobre o 13º, faixa 4: (6000.00 − 4354.27) × 14% = 230.4022",
        "INSS sobre o 13º: 121.575 + 115.3656 + 174.1716 + 230.4022 = 641.51",
        "Dedução usada sobre o 13º: max(641.51; 607.20) = 641.51",
        "Base do IRRF sobre o 13º: 6000.00 − 641.51 = 5358.49",
        "Imposto pela tabela sobre o 13º: 5358.49 × 27.5% − 908.73 = 564.85",
        "Redução da Lei 15.270/2025 sobre o 13º: min(564.85; 978.62 − 0.133145 × 6000.00) = 179.75",
        "IRRF sobre o 13º: 564.85 − 179.75 = 385.10",
        "2ª parcela: 6000.00 − 3000.00 − 641.51 − 385.10 = 1973.39",
        "13º salário líquido: 3000.00 + 1973.39 = 4973.39",
      ]
    `)
  })

  it('docs/legal/inss-irrf.md: 13º of R$ 5.000,00 in 2026 pays no tax, with the simplified discount named', () => {
    const r = thirteenth({ salario: 5000, ano: 2026 })
    expectMoneySteps(r.steps, r.net)
    expect(r.steps.find((step) => step.label === 'Dedução usada sobre o 13º')).toMatchObject({
      result: { value: 607.2 },
      note: 'Usado o desconto simplificado: é maior que as deduções legais e as substitui.',
    })
    expect(r.steps.find((step) => step.label === 'IRRF sobre o 13º')?.result.value).toBe(0)
    const withDependent = thirteenth({ salario: 5000, ano: 2026, dependentes: 1 })
    expectMoneySteps(withDependent.steps, withDependent.net)
  })

  it('docs/legal/inss-irrf.md: 13º of R$ 3.100,00 in 2025 withholds 4,80 and says why (Lei 9.430/1996, art. 67)', () => {
    const r = thirteenth({ salario: 3100, ano: 2025 })
    expectMoneySteps(r.steps, r.net)
    expect(
      stepsOutline(r.steps).filter((line) => line.includes('IRRF') || line.includes('Dedução')),
    ).toMatchInlineSnapshot(`
      [
        "Dedução usada sobre o 13º: max(265.41; 607.20) = 607.20",
        "Base do IRRF sobre o 13º: 3100.00 − 607.20 = 2492.80",
        "IRRF sobre o 13º: 2492.80 × 7.5% − 182.16 = 4.80",
      ]
    `)
    expect(r.steps.find((step) => step.label === 'IRRF sobre o 13º')).toMatchObject({
      result: { value: 4.8 },
      note: THIRTEENTH_NO_WAIVER,
    })
  })

  it('every step holds, chains and ends on the net, for any input (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...TABLE_YEARS),
        (cents, meses, dependentes, ano) => {
          const r = calculateThirteenth({ salario: cents / 100, meses, dependentes, ano }, 2026)
          if (!r.ok) return
          expect(stepsProblems(r.value.steps, moneyFig(r.value.net))).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })
})
