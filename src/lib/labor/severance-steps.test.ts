import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectMoneySteps } from '@/test/expect-steps.ts'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateSeverance } from './labor.ts'
import { anySeverance, severance } from './severance-fixture.ts'

// "Como calculamos" of the new rescisão lines (docs/como-calculamos.md), on the worked examples
// of docs/legal/labour.md ("Rescisão by motivo"): the steps re-evaluate, chain, end on the figure
// the screen shows, and every one names its law.
const early = { admissao: '2026-02-01', demissao: '2026-05-15' }

describe('rescisão by motivo: como calculamos', () => {
  it('culpa recíproca: half of the aviso, the 13º and the férias; fine 20%', () => {
    const r = severance({ motivo: 'culpa-reciproca' })
    expectMoneySteps(r.steps, r.total)
    const outline = stepsOutline(r.steps)
    expect(outline.slice(0, 7)).toMatchInlineSnapshot(`
      [
        "Saldo de salário: 3000.00 ÷ 30 × 20 dias = 2000.00",
        "Dias de aviso prévio: min(90 dias; 30 dias + 3 dias × 3 anos) = 39 dias",
        "Dias de aviso pagos: 39 dias ÷ 2 = 19.5 dias",
        "Aviso prévio indenizado: 3000.00 ÷ 30 × 19.5 dias = 1950.00",
        "13º salário proporcional: 3000.00 × 11 avos ÷ 12 ÷ 2 = 1375.00",
        "Férias proporcionais: 3000.00 × 9 avos ÷ 12 ÷ 2 = 1125.00",
        "1/3 de férias: 1125.00 ÷ 3 = 375.00",
      ]
    `)
    expect(outline.slice(-3)).toMatchInlineSnapshot(`
      [
        "Saque do FGTS: 11700.00 × 100% = 11700.00",
        "Multa do FGTS: 11700.00 × 20% = 2340.00",
        "Total a receber: 6566.18 + 11700.00 + 2340.00 = 20606.18",
      ]
    `)
  })

  it('contrato a prazo encerrado antes pela empresa: CLT art. 479', () => {
    const r = severance({ ...early, fimContrato: '2026-07-31', motivo: 'antecipada-empregador' })
    expectMoneySteps(r.steps, r.total)
    expect(stepsOutline(r.steps).slice(0, 3)).toMatchInlineSnapshot(`
      [
        "Saldo de salário: 3000.00 ÷ 30 × 15 dias = 1500.00",
        "Indenização por término antecipado: 3000.00 ÷ 30 × 77 dias ÷ 2 = 3850.00",
        "13º salário proporcional: 3000.00 × 4 avos ÷ 12 = 1000.00",
      ]
    `)
  })

  it('contrato a prazo encerrado antes pelo empregado: the limit of CLT art. 480 and the deduction', () => {
    const r = severance({ ...early, fimContrato: '2026-05-31', motivo: 'antecipada-empregado' })
    expectMoneySteps(r.steps, r.total)
    expect(r.steps.at(-1)?.label).toBe('Líquido da rescisão')
    expect(stepsOutline(r.steps).filter((line) => /empregador|descontos|Líquido/.test(line)))
      .toMatchInlineSnapshot(`
      [
        "Limite da indenização ao empregador: 3000.00 ÷ 30 × 16 dias ÷ 2 = 800.00",
        "Indenização ao empregador: min(800.00; 3833.33 − 112.50 − 0.00 − 75.00 − 0.00) = 800.00",
        "Total de descontos: 112.50 + 0.00 + 75.00 + 0.00 + 800.00 = 987.50",
        "Líquido da rescisão: 3833.33 − 987.50 = 2845.83",
      ]
    `)
  })

  it('fim do contrato a prazo: withdrawal without a fine', () => {
    const r = severance({
      admissao: '2026-02-01',
      demissao: '2026-07-31',
      motivo: 'termino-contrato',
    })
    expectMoneySteps(r.steps, r.total)
    expect(stepsOutline(r.steps).slice(-2)).toMatchInlineSnapshot(`
      [
        "Saque do FGTS: 1560.00 × 100% = 1560.00",
        "Total a receber: 6138.90 + 1560.00 = 7698.90",
      ]
    `)
  })

  it('the 13º advance and the férias em dobro', () => {
    const r = severance({ adiantamento13: 1500, ferias: 30, feriasVencidasDobro: 'sim' })
    expectMoneySteps(r.steps, r.total)
    expect(stepsOutline(r.steps).filter((line) => /férias|Adiantamento|descontos/i.test(line)))
      .toMatchInlineSnapshot(`
      [
        "Férias proporcionais: 3000.00 × 10 avos ÷ 12 = 2500.00",
        "Férias vencidas: 3000.00 ÷ 30 × 30 dias = 3000.00",
        "Dobra das férias vencidas: 3000.00 ÷ 30 × 30 dias = 3000.00",
        "1/3 de férias: (2500.00 + 3000.00 + 3000.00) ÷ 3 = 2833.33",
        "Adiantamento do 13º já pago: 1500.00",
        "Total de descontos: 155.69 + 0.00 + 248.60 + 0.00 + 1500.00 = 1904.29",
      ]
    `)
  })

  it('every step holds, chains and ends on the total, for every motivo (property)', () => {
    fc.assert(
      fc.property(anySeverance, (input) => {
        const r = calculateSeverance(input)
        if (!r.ok) return
        expect(stepsProblems(r.value.steps, moneyFig(r.value.total))).toEqual([])
      }),
      { numRuns: 300 },
    )
  })
})
