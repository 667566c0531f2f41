import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { moneyFig } from '../core/steps.ts'
import { stepsProblems } from '../core/step-check.ts'
import type { Money } from '../core/money.ts'
import { expectAllFinite } from '@/test/expect-finite.ts'
import { value } from '@/test/outcome-value.ts'
import { checkSeverance, type SeveranceCheckInput } from './severance-check.ts'
import { TRCT_LINES } from './severance-check-options.ts'

/** docs/legal/labour.md's rescisão: 3.000,00 from 10/03/2022 to 20/11/2026, sem justa causa,
 * aviso indenizado of 42 days (Lei 12.506/2011). */
const CONTRACT: SeveranceCheckInput = {
  salario: 3000,
  admissao: '2022-03-10',
  demissao: '2026-11-20',
  motivo: 'sem-justa-causa',
  aviso: 'indenizado',
  ano: 2026,
  today: '2026-11-22',
}
const check = (input: Partial<SeveranceCheckInput>) => checkSeverance({ ...CONTRACT, ...input })

describe('rescisão check: the TRCT lines (docs/legal/checks.md, Rescisão)', () => {
  it('an aviso of 30 days where Lei 12.506/2011 gives 42: pago a menos 1.200,00', () => {
    const r = value(check({ pagoAviso: 3000 }))
    expect(r.lines).toEqual([
      expect.objectContaining({ id: 'pagoAviso', due: 4200, verdict: 'pago-a-menos', owed: 1200 }),
    ])
    expect(r.balance).toBe(1200)
  })

  it('a 13º without the avos of the projected aviso (11/12 instead of 12/12): pago a menos 250,00', () => {
    const r = value(check({ pago13: 2750, pagoSaldo: 2000, pagoTerco: 833.33 }))
    expect(r.lines.map((l) => [l.id, l.verdict, l.owed])).toEqual([
      ['pagoSaldo', 'confere', 0],
      ['pago13', 'pago-a-menos', 250],
      ['pagoTerco', 'confere', 0],
    ])
  })

  it('INSS charged in excess is descontado a mais; the net is judged on its own', () => {
    const r = value(check({ pagoInss: 500, pagoLiquido: 12129.04 }))
    expect(r.lines.map((l) => [l.id, l.verdict, l.owed])).toEqual([
      ['pagoInss', 'descontado-a-mais', 95.71],
      ['pagoLiquido', 'confere', 0],
    ])
    expect(r.balance).toBe(95.71)
  })
})

describe('rescisão check: deadline and the art. 477 §8º fine (docs/legal/checks.md, Rescisão)', () => {
  it('paid on the 10th day after the end of the contract: on time, no fine', () => {
    const r = value(check({ dataPagamento: '2026-11-30' }))
    expect(r).toMatchObject({ paymentDeadline: '2026-11-30', late: false, lines: [], balance: 0 })
  })

  it('paid one day late: the fine of one salary, 3.000,00, is owed (CLT art. 477 §§6º, 8º)', () => {
    const r = value(check({ dataPagamento: '2026-12-01', pagoAviso: 4200 }))
    expect(r.late).toBe(true)
    expect(r.lines.at(-1)).toMatchObject({ id: 'multa477', paid: 0, due: 3000, owed: 3000 })
    expect(r.balance).toBe(3000)
    expect(stepsProblems(r.steps, moneyFig(r.balance))).toEqual([])
  })

  it('two years to claim from the end of the projected aviso indenizado (CF art. 7º XXIX; OJ 83 SDI-1)', () => {
    expect(value(check({ pagoSaldo: 2000 })).claimDeadline).toBe('2029-01-01')
    // A worked aviso still pays the 12 days beyond 30 as indenizados: they project the end.
    const worked = value(check({ aviso: 'trabalhado', pagoSaldo: 2000 }))
    expect(worked.claimDeadline).toBe('2028-12-02')
    const justaCausa = value(check({ motivo: 'justa-causa', aviso: null, pagoSaldo: 2000 }))
    expect(justaCausa.claimDeadline).toBe('2028-11-20')
  })

  it('a payment date before the end of the contract is refused beside its field', () => {
    expect(check({ dataPagamento: '2026-11-19' })).toEqual({
      ok: false,
      errors: [{ field: 'dataPagamento', code: 'date-order', other: 'demissao' }],
    })
  })
})

describe('rescisão check: bad input', () => {
  it('needs a line or the payment date', () => {
    expect(check({})).toMatchObject({ ok: false, errors: [{ field: 'pagoLiquido' }] })
  })

  it('refuses letters, negative amounts and a rescisão the calculator refuses', () => {
    const r = check({ pago13: Number.NaN, pagoTerco: -1, demissao: '2021-01-01' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual(
      expect.arrayContaining([
        { field: 'pago13', code: 'invalid' },
        { field: 'pagoTerco', code: 'negative', limit: 0 },
        { field: 'demissao', code: 'date-order', other: 'admissao' },
      ]),
    )
  })
})

const contracts = fc.record({
  salario: fc.integer({ min: 1500_00, max: 30_000_00 }).map((c) => c / 100),
  admissao: fc.constantFrom('2019-02-01', '2022-03-10', '2025-06-15'),
  demissao: fc.constantFrom('2026-01-31', '2026-07-15', '2026-11-20'),
  motivo: fc.constantFrom('sem-justa-causa', 'pedido-demissao', 'acordo', 'justa-causa'),
  ferias: fc.constantFrom(0, 30),
})

describe('rescisão check: properties', () => {
  it('the law’s own figures confere on every line; one line off by more than R$ 0,05 flags that line only', () => {
    fc.assert(
      fc.property(
        contracts,
        fc.constantFrom(...TRCT_LINES),
        fc.integer({ min: 6, max: 100_000 }),
        fc.boolean(),
        (contract, target, cents, up) => {
          const base = { ...CONTRACT, ...contract, aviso: null, ano: null }
          const s = value(checkSeverance({ ...base, pagoLiquido: 0 })).severance
          const due: Record<(typeof TRCT_LINES)[number], number> = {
            pagoSaldo: s.salaryBalance,
            pagoAviso: s.priorNotice,
            pago13: s.proportionalThirteenth,
            pagoFeriasVencidas: s.overdueVacation + s.overdueVacationDouble,
            pagoFeriasProporcionais: s.proportionalVacation,
            pagoTerco: s.vacationBonus,
            pagoMulta: s.fgtsFine,
            pagoInss: s.inss,
            pagoIrrf: s.irrf,
            pagoLiquido: s.netTotal,
          }
          const exact = value(checkSeverance({ ...base, ...due }))
          expect(exact.lines.every((l) => l.verdict === 'confere')).toBe(true)
          const shifted = Math.round(due[target] * 100 + (up ? cents : -cents)) / 100
          if (shifted < 0) return
          const off = value(checkSeverance({ ...base, ...due, [target]: shifted }))
          expect(off.lines.filter((l) => l.verdict !== 'confere').map((l) => l.id)).toEqual([
            target,
          ])
          const shown = moneyFig(Math.abs(off.balance) as Money)
          expect(stepsProblems(off.steps, shown)).toEqual([])
        },
      ),
      { numRuns: 60 },
    )
  })

  it('errors or finite results for any numbers', () => {
    const n = fc.oneof(fc.double(), fc.constant(null))
    fc.assert(
      fc.property(fc.tuple(n, n, n), ([salario, pagoAviso, pagoInss]) => {
        const r = check({ salario, pagoAviso, pagoInss, pagoLiquido: 1 })
        if (r.ok) expectAllFinite(r.value)
      }),
      { numRuns: 60 },
    )
  })
})

// Lei 8.036/1990 art. 18 §1º; Súmula 305 TST: the fine is on the balance with the rescisão's own
// deposits, 8% × (saldo 2.000 + aviso 4.200 + 13º 3.000) = 736,00. Before, a correct fine on
// 15.000 + 736 was flagged "pago a mais".
describe('rescisão check: the FGTS fine includes the rescisão deposits', () => {
  it('15.000 in the app: 40% × 15.736 = 6.294,40 confere; 6.000,00 is short by 294,40', () => {
    const right = value(check({ fgts: 15000, pagoMulta: 6294.4 }))
    expect(right.lines).toEqual([expect.objectContaining({ id: 'pagoMulta', verdict: 'confere' })])
    const short = value(check({ fgts: 15000, pagoMulta: 6000 }))
    expect(short.lines).toEqual([
      expect.objectContaining({ id: 'pagoMulta', verdict: 'pago-a-menos', owed: 294.4 }),
    ])
  })

  it('the saldo para fins rescisórios already holds them: 40% × 15.000 = 6.000,00 confere', () => {
    const r = value(check({ fgts: 15000, baseFgts: 'rescisorio', pagoMulta: 6000 }))
    expect(r.lines).toEqual([expect.objectContaining({ id: 'pagoMulta', verdict: 'confere' })])
  })
})

describe('a rescisão of 2027 before its acts (docs/legal/calendar-of-acts.md)', () => {
  const in2027 = { demissao: '2027-01-05', ano: null, today: '2027-01-06' }

  it('dismissed on 05/01/2027: 2026’s INSS bands stand in, and the check names them as the rescisão does', () => {
    const r = value(check({ ...in2027, pagoLiquido: 1 }))
    expect(r.severance.pending).toEqual([{ part: 'inss', year: 2027, usedYear: 2026 }])
  })

  it('dismissed on 05/01/2028, with no table of its own: 2028 named', () => {
    const r = value(
      check({ ...in2027, demissao: '2028-01-05', today: '2028-01-10', pagoLiquido: 1 }),
    )
    expect(r.severance.pending).toEqual([{ part: 'inss', year: 2028, usedYear: 2026 }])
  })

  it('dismissed in 2026, nothing is pending', () => {
    expect(value(check({ pagoLiquido: 1 })).severance.pending).toEqual([])
  })
})
