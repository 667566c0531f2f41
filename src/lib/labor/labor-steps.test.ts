import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { expectMoneySteps } from '@/test/expect-steps.ts'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import { stepsOutline } from '../core/step-outline.ts'
import { calculateSeverance } from './labor.ts'
import { severance } from './severance-fixture.ts'

// "Como calculamos" (docs/como-calculamos.md): the steps re-evaluate, chain and end on the
// figure the screen shows, and every one names its law or formula.
describe('rescisão: como calculamos', () => {
  it('the worked case of labor.test.ts (docs/legal/labour.md): sem justa causa, aviso indenizado, 3.000 from 10/03/2023 to 20/11/2026', () => {
    const r = severance({})
    expectMoneySteps(r.steps, r.total)
    expect(stepsOutline(r.steps)).toMatchInlineSnapshot(`
      [
        "Saldo de salário: 3000.00 ÷ 30 × 20 dias = 2000.00",
        "Dias de aviso prévio: min(90 dias; 30 dias + 3 dias × 3 anos) = 39 dias",
        "Aviso prévio indenizado: 3000.00 ÷ 30 × 39 dias = 3900.00",
        "13º salário proporcional: 3000.00 × 12 avos ÷ 12 = 3000.00",
        "Férias proporcionais: 3000.00 × 10 avos ÷ 12 = 2500.00",
        "1/3 de férias: 2500.00 ÷ 3 = 833.33",
        "Total de verbas: 2000.00 + 3900.00 + 3000.00 + 2500.00 + 833.33 = 12233.33",
        "INSS sobre o saldo de salário, faixa 1: 1621.00 × 7.5% = 121.575",
        "INSS sobre o saldo de salário, faixa 2: (2000.00 − 1621.00) × 9% = 34.11",
        "INSS sobre o saldo de salário: 121.575 + 34.11 = 155.69",
        "Dedução usada sobre o saldo de salário: max(155.69; 607.20) = 607.20",
        "Base do IRRF sobre o saldo de salário: 2000.00 − 607.20 = 1392.80",
        "IRRF sobre o saldo de salário: 1392.80 × 0% − 0.00 = 0.00",
        "INSS sobre o 13º, faixa 1: 1621.00 × 7.5% = 121.575",
        "INSS sobre o 13º, faixa 2: (2902.84 − 1621.00) × 9% = 115.3656",
        "INSS sobre o 13º, faixa 3: (3000.00 − 2902.84) × 12% = 11.6592",
        "INSS sobre o 13º: 121.575 + 115.3656 + 11.6592 = 248.60",
        "Dedução usada sobre o 13º: max(248.60; 607.20) = 607.20",
        "Base do IRRF sobre o 13º: 3000.00 − 607.20 = 2392.80",
        "IRRF sobre o 13º: 2392.80 × 0% − 0.00 = 0.00",
        "Total de descontos: 155.69 + 0.00 + 248.60 + 0.00 = 404.29",
        "Líquido da rescisão: 12233.33 − 404.29 = 11829.04",
        "Saldo do FGTS (estimado): 3000.00 × 8% × 46 meses × 13 ÷ 12 = 11960.00",
        "Saque do FGTS: 11960.00 × 100% = 11960.00",
        "Multa do FGTS: 11960.00 × 40% = 4784.00",
        "Total a receber: 11829.04 + 11960.00 + 4784.00 = 28573.04",
      ]
    `)
  })

  it('acordo with férias vencidas and a typed FGTS balance: half the aviso, 80% withdrawal, 20% fine', () => {
    const r = severance({ motivo: 'acordo', ferias: 30, fgts: 10000 })
    expectMoneySteps(r.steps, r.total)
    expect(stepsOutline(r.steps).slice(0, 4)).toMatchInlineSnapshot(`
      [
        "Saldo de salário: 3000.00 ÷ 30 × 20 dias = 2000.00",
        "Dias de aviso prévio: min(90 dias; 30 dias + 3 dias × 3 anos) = 39 dias",
        "Dias de aviso pagos: 39 dias ÷ 2 = 19.5 dias",
        "Aviso prévio indenizado: 3000.00 ÷ 30 × 19.5 dias = 1950.00",
      ]
    `)
    expect(stepsOutline(r.steps).slice(-3)).toMatchInlineSnapshot(`
      [
        "Saque do FGTS: 10536.00 × 80% = 8428.80",
        "Multa do FGTS: 10536.00 × 20% = 2107.20",
        "Total a receber: 13321.12 + 8428.80 + 2107.20 = 23857.12",
      ]
    `)
  })

  it('pedido de demissão with the aviso not worked: the discount is one salary, at most what is left (CLT art. 477 §5º)', () => {
    // labor.test.ts: 5 days = 500,00; INSS 37,50; the discount stops at 462,50.
    const r = severance({
      motivo: 'pedido-demissao',
      aviso: 'nao-cumprido',
      admissao: '2026-11-01',
      demissao: '2026-11-05',
    })
    expectMoneySteps(r.steps, r.total)
    expect(r.priorNoticeDiscountCapped).toBe(true)
    expect(stepsOutline(r.steps).slice(-3)).toMatchInlineSnapshot(`
      [
        "Desconto do aviso prévio não cumprido: min(3000.00; 500.00 − 37.50 − 0.00) = 462.50",
        "Total de descontos: 37.50 + 0.00 + 462.50 = 500.00",
        "Líquido da rescisão: 500.00 − 500.00 = 0.00",
      ]
    `)
  })

  it('aviso trabalhado: the days beyond 30 are paid (MTE Nota Técnica 184/2012)', () => {
    const r = severance({ aviso: 'trabalhado' })
    expectMoneySteps(r.steps, r.total)
    expect(stepsOutline(r.steps).filter((line) => /aviso/i.test(line))).toMatchInlineSnapshot(`
      [
        "Dias de aviso prévio: min(90 dias; 30 dias + 3 dias × 3 anos) = 39 dias",
        "Dias de aviso pagos: 39 dias − 30 dias = 9 dias",
        "Aviso prévio proporcional (além dos 30 dias): 3000.00 ÷ 30 × 9 dias = 900.00",
      ]
    `)
  })

  it('justa causa ends on the net, with no FGTS steps', () => {
    const r = severance({ motivo: 'justa-causa', aviso: 'dispensado', ferias: 30 })
    expectMoneySteps(r.steps, r.total)
    expect(r.steps.at(-1)?.label).toBe('Líquido da rescisão')
  })

  it('every step holds, chains and ends on the total, for any input (property)', () => {
    const day = fc
      .integer({ min: Date.UTC(1995, 0, 1), max: Date.UTC(2030, 11, 31) })
      .map((t) => new Date(t).toISOString().slice(0, 10))
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100),
          fc.double({ min: 0.01, max: 1e6, noNaN: true }),
        ),
        day,
        day,
        fc.constantFrom('sem-justa-causa', 'pedido-demissao', 'justa-causa', 'acordo'),
        fc.constantFrom('trabalhado', 'indenizado', 'nao-cumprido', 'dispensado'),
        fc.integer({ min: 0, max: 60 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100)),
        (salario, admissao, demissao, motivo, aviso, ferias, fgts) => {
          const r = calculateSeverance({ salario, admissao, demissao, motivo, aviso, ferias, fgts })
          if (!r.ok) return
          expect(stepsProblems(r.value.steps, moneyFig(r.value.total))).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })
})
