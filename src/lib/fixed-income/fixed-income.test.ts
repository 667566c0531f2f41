import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { stepHolds } from '../core/step-check.ts'
import { type MonthlySeries } from '../series/monthly-series.ts'
import { calculateFixedIncome, type FixedIncomeInput, OFFICIAL_RATES } from './fixed-income.ts'
import { officialRates } from './fixed-income-official.ts'
import type { ProductResult } from './fixed-income-products.ts'
import { iofRate, irRate, lciMinimumMonths, savingsMonthlyFactor } from './fixed-income-rules.ts'

function run(input: Partial<FixedIncomeInput>) {
  const outcome = calculateFixedIncome({
    valor: 10000,
    prazo: 12,
    unidade: 'meses',
    cdi: 14.9,
    selic: 14.9,
    inicio: '2026-01-05',
    ...input,
  })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

const product = (products: readonly ProductResult[], id: ProductResult['product']) => {
  const found = products.find((p) => p.product === id)
  if (!found) throw new Error(`no ${id}`)
  return found
}

describe('renda fixa: worked examples of the legal reference (CDI and Selic 14,90% a.a.)', () => {
  it('05/01/2026 → 05/01/2027 has 365 calendar days and 249 ANBIMA business days', () => {
    const result = run({})
    expect([result.calendarDays, result.businessDays, result.end]).toEqual([365, 249, '2027-01-05'])
  })

  it('example 1, CDB 110% of the CDI, R$ 10.000: gross 11.629,48, IR 17,5% 285,16, net 11.344,32', () => {
    const cdb = product(run({ cdb: 110 }).products, 'cdb')
    expect([cdb.gross, cdb.earnings, cdb.irRate, cdb.ir, cdb.net]).toEqual([
      11629.48, 1629.48, 17.5, 285.16, 11344.32,
    ])
  })

  it('example 2, LCI 92% of the CDI: gross = net = 11.345,80, exempt, nearly tied with the CDB at 110%', () => {
    const result = run({ cdb: 110, lci: 92 })
    const lci = product(result.products, 'lci')
    expect([lci.gross, lci.ir, lci.net]).toEqual([11345.8, 0, 11345.8])
    expect(result.best).toBe('lci')
  })

  it('example 3, CDB 100% redeemed after 10 days (02/03 → 12/03/2026): yield 44,19, IOF 29,17, IR 3,38, net 10.011,64', () => {
    const result = run({ inicio: '2026-03-02', prazo: 10, unidade: 'dias', cdb: 100 })
    expect(result.businessDays).toBe(8)
    const cdb = product(result.products, 'cdb')
    expect([cdb.earnings, cdb.iof, cdb.ir, cdb.net]).toEqual([44.19, 29.17, 3.38, 10011.64])
  })

  it('example 4, poupança, 12 anniversaries, Selic above 8,5%, TR 0,17% a.m.: 10.835,40', () => {
    const savings = product(run({ tr: 0.17 }).products, 'poupanca')
    expect([savings.gross, savings.ir, savings.net]).toEqual([10835.4, 0, 10835.4])
  })

  it('example 4, poupança rule (b): Selic target 8,25% → 0,4690% a.m. plus TR', () => {
    expect(savingsMonthlyFactor(8.25, 0).minus(1).times(100).toFixed(4)).toBe('0.4690')
    expect(savingsMonthlyFactor(8.5, 0).minus(1).times(100).toFixed(4)).not.toBe('0.5000')
    expect(savingsMonthlyFactor(8.51, 0).minus(1).times(100).toFixed(4)).toBe('0.5000')
  })

  it('example 5, Tesouro Selic, R$ 20.000, 1 year: gross 22.942,03, IR 514,86, custody on the average stock above 10 mil', () => {
    const selic = product(run({ valor: 20000 }).products, 'tesouro-selic')
    expect([selic.gross, selic.ir]).toEqual([22942.03, 514.86])
    // 0,20% × (21.471,02 − 10.000) × 365/365 (average of the initial and final balances).
    expect(selic.custody).toBe(22.94)
    expect(selic.net).toBe(22942.03 - 514.86 - 22.94)
  })
})

describe('net and real yield, best option', () => {
  it('example 1 in % a year: net 11.344,32 after 365 days is 13,44% a.a.; above an IPCA of 4,5%, 8,56%', () => {
    const cdb = product(run({ cdb: 110, ipca: 4.5 }).products, 'cdb')
    // 11.344,32 ÷ 10.000 − 1 over exactly one year; (1,134432 ÷ 1,045) − 1 = 8,5581%.
    expect([cdb.netYearly, cdb.realYearly]).toEqual([13.44, 8.56])
  })

  it('without an IPCA there is no real yield', () => {
    expect(product(run({}).products, 'cdb').realYearly).toBeNull()
  })

  it('the best option is the highest net amount: with CDI = Selic, CDB 100% beats Tesouro Selic by its custody', () => {
    // Same gross and IR; the Tesouro pays custody on the average stock above R$ 10.000.
    const result = run({ lci: 80 })
    const best = product(result.products, result.best)
    for (const p of result.products) expect(best.net).toBeGreaterThanOrEqual(p.net)
    expect(result.best).toBe('cdb')
    const selic = product(result.products, 'tesouro-selic')
    expect([selic.gross, selic.ir]).toEqual([best.gross, best.ir])
    expect(selic.net).toBe(Math.round((best.net - selic.custody) * 100) / 100)
    expect(product(result.products, 'poupanca').net).toBeLessThan(best.net)
  })

  it('tesouro=nao and poupanca=nao leave only the CDB and the LCI/LCA', () => {
    const result = run({ tesouro: 'nao', poupanca: 'nao' })
    expect(result.products.map((p) => p.product)).toEqual(['cdb', 'lci'])
  })

  it('the Selic is asked for only to compare the Tesouro Selic or the poupança (its only uses)', () => {
    // Without either, a link without `selic` computes: example 1 and 2's CDB and LCI.
    const result = run({ tesouro: 'nao', poupanca: 'nao', selic: null, cdb: 110, lci: 92 })
    expect(result.products.map((p) => [p.product, p.net])).toEqual([
      ['cdb', 11344.32],
      ['lci', 11345.8],
    ])
    for (const only of [{ tesouro: 'sim' }, { poupanca: 'sim' }]) {
      const outcome = calculateFixedIncome({
        valor: 10000,
        prazo: 12,
        cdi: 14.9,
        selic: null,
        inicio: '2026-01-05',
        tesouro: 'nao',
        poupanca: 'nao',
        ...only,
      })
      expect(outcome.ok ? [] : outcome.errors).toEqual([{ field: 'selic', code: 'required' }])
    }
  })

  it('an LCI/LCA shorter than its minimum term (Res. CMN 5.215/2025: 6 months) is never the best: it can not be redeemed', () => {
    // Example 3's 10 days: the LCI at 90% nets more than the CDB after IOF, but is locked in.
    const result = run({
      inicio: '2026-03-02',
      prazo: 10,
      unidade: 'dias',
      tesouro: 'nao',
      poupanca: 'nao',
    })
    expect(product(result.products, 'lci').net).toBeGreaterThan(product(result.products, 'cdb').net)
    expect(result.lciMinimumMonths).toBe(6)
    expect(result.best).toBe('cdb')
    // At 6 months it can be redeemed, and wins again where it yields most.
    expect(run({ prazo: 6, lci: 100 }).best).toBe('lci')
  })
})

describe('tables', () => {
  it.each([
    [180, 22.5],
    [181, 20],
    [360, 20],
    [361, 17.5],
    [720, 17.5],
    [721, 15],
  ])('IR after %i days: %s per cent (Lei 11.033/2004 art. 1º)', (days, rate) => {
    expect(irRate(days)).toBe(rate)
  })

  it.each([
    [0, 0],
    [1, 96],
    [10, 66],
    [29, 3],
    [30, 0],
  ])('IOF after %i days: %s per cent of the yield (Decreto 6.306/2007 Anexo)', (days, rate) => {
    expect(iofRate(days)).toBe(rate)
  })

  it.each([
    ['2024-01-31', 3],
    ['2024-02-01', 12],
    ['2024-08-22', 9],
    ['2025-05-21', 9],
    ['2025-05-22', 6],
  ])('LCI issued %s: at least %i months', (date, months) => {
    expect(lciMinimumMonths(date).lci).toBe(months)
  })

  it('warns when the term is shorter than a new LCI/LCA allows', () => {
    expect(run({ prazo: 5 }).lciMinimumMonths).toBe(6)
    expect(run({ prazo: 6 }).lciMinimumMonths).toBeNull()
  })
})

describe('monthly deposits', () => {
  it('each deposit keeps its own days: 12 months of R$ 1.000 after R$ 10.000 are taxed by their own IR rate', () => {
    const result = run({ aporte: 1000 })
    const cdb = product(result.products, 'cdb')
    expect(cdb.invested).toBe(21000)
    expect(cdb.gross).toBeGreaterThan(21000)
    // Deposits of under 180 days pay 22,5%, so the whole pays more than 17,5% of its yield.
    expect(cdb.ir / cdb.earnings).toBeGreaterThan(0.175)
    const savings = product(result.products, 'poupanca')
    expect(savings.invested).toBe(21000)
  })
})

describe('input', () => {
  it('asks for what it needs and refuses odd values', () => {
    const outcome = calculateFixedIncome({
      valor: 0,
      prazo: 0,
      unidade: 'semanas',
      cdi: -1,
      selic: null,
      inicio: 'x',
    })
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.errors.map((e) => e.field)).toEqual([
      'valor',
      'unidade',
      'prazo',
      'cdi',
      'selic',
      'inicio',
    ])
  })
})

describe('Como calculamos', () => {
  it('pins the CDB 110% steps of the worked example', () => {
    const cdb = product(run({ cdb: 110 }).products, 'cdb')
    expect(cdb.steps.map((s) => [s.label, s.result.value])).toEqual([
      ['Prazo em dias corridos', 365],
      ['Dias úteis no prazo', 249],
      ['Valor bruto', 11629.48],
      ['Rendimento', 1629.48],
      ['Imposto de renda', 285.16],
      ['Valor líquido', 11344.32],
    ])
  })

  it('every step holds and the last is the net, for any amount, term, rates and deposits (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000_000 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom('dias', 'meses'),
        fc.integer({ min: 0, max: 3000 }).map((b) => b / 100),
        fc.integer({ min: 0, max: 3000 }).map((b) => b / 100),
        fc.integer({ min: 0, max: 3000 }).map((b) => b / 100),
        (valor, aporte, prazo, unidade, cdi, selic, rate) => {
          const result = run({
            valor,
            aporte,
            prazo,
            unidade,
            cdi,
            selic,
            tr: 0.1,
            pre: rate,
            ipca: 4.5,
            ipcamais: rate / 2,
          })
          for (const p of result.products) {
            for (const step of p.steps)
              expect(stepHolds(step), `${p.product}: ${step.label}`).toBe(true)
            expect(p.steps.at(-1)?.result.value).toBe(p.net)
            expect(Number.isFinite(p.net)).toBe(true)
            // Taxes never exceed the yield; only custody can take a zero-yield Tesouro below cost.
            expect(p.net + p.custody).toBeGreaterThanOrEqual(p.invested - 0.001)
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})

describe('prefixado and IPCA+ (docs/legal/official-series.md)', () => {
  it('a prefixado at 14% a.a. for 249 business days: 10.000 × 1,14^(249/252) = 11.382,23, IR 17,5%', () => {
    const pre = product(run({ pre: 14, tesouro: 'nao', poupanca: 'nao' }).products, 'pre')
    expect([pre.rate, pre.gross, pre.ir, pre.net]).toEqual([14, 11382.23, 241.89, 11140.34])
    expect(pre.steps.every(stepHolds)).toBe(true)
  })

  it('an IPCA+ compounds the IPCA and the real rate: (1,045 × 1,08)^(249/252)', () => {
    const plus = product(run({ ipca: 4.5, ipcamais: 8 }).products, 'ipcamais')
    // 1,1286^(249/252) = 1,126937…: the same as a prefixado at 12,86%.
    const same = product(run({ pre: 12.86 }).products, 'pre')
    expect(plus.gross).toBe(same.gross)
    expect(plus.rate).toBe(8)
    expect(plus.steps.every(stepHolds)).toBe(true)
  })

  it('each is compared only when its rate is typed', () => {
    const products = run({}).products.map((p) => p.product)
    expect(products).toEqual(['cdb', 'lci', 'tesouro-selic', 'poupanca'])
  })

  it('an IPCA+ without the IPCA asks for the IPCA; negative rates are refused', () => {
    const outcome = calculateFixedIncome({
      valor: 1000,
      prazo: 12,
      cdi: 14.9,
      selic: 14.9,
      ipcamais: 7,
      inicio: '2026-01-05',
    })
    expect(outcome.ok ? [] : outcome.errors).toEqual([{ field: 'ipca', code: 'required' }])
    const negative = calculateFixedIncome({
      valor: 1000,
      prazo: 12,
      cdi: 14.9,
      selic: 14.9,
      pre: -1,
      inicio: '2026-01-05',
    })
    expect(negative.ok ? [] : negative.errors.map((e) => e.field)).toEqual(['pre'])
  })
})

describe('the official figures the fields are filled with (docs/legal/official-series.md)', () => {
  const series = (id: MonthlySeries['id'], values: Record<string, number>): MonthlySeries => {
    const months = Object.keys(values)
    return {
      id,
      name: id.toUpperCase(),
      publisher: 'fixture',
      sgs: 1,
      first: months[0] ?? null,
      last: months.at(-1) ?? null,
      values,
      sources: [],
    }
  }
  const year = (rate: number) =>
    Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`2025-${String(i + 1).padStart(2, '0')}`, rate]),
    )

  it('compounds 12 months into % a year, the TR into its mean month; fewer months give nothing', () => {
    const rates = officialRates({
      cdi: series('cdi', {}),
      selic: series('selic', year(1)),
      tr: series('tr', year(0.1)),
      ipca: series('ipca', { '2025-12': 0.5 }),
    })
    // 1,01^12 − 1 = 12,6825…%; the TR's mean month of twelve equal months is that month.
    expect(rates.selic?.value).toBe(12.68)
    expect([rates.selic?.from, rates.selic?.to]).toEqual(['2025-01', '2025-12'])
    expect(rates.tr?.value).toBe(0.1)
    expect(rates.ipca).toBeNull()
    expect(rates.cdi).toBeNull()
  })

  it('shipped: Selic Oct/2025–Sep/2026 14,47%, TR Nov/2025–Oct/2026 0,1653% a.m., IPCA Oct/2025–Sep/2026 4,58%; no CDI', () => {
    expect(OFFICIAL_RATES.selic?.value).toBe(14.47)
    expect(OFFICIAL_RATES.selic?.to).toBe('2026-09')
    expect(OFFICIAL_RATES.tr?.value).toBe(0.1653)
    expect(OFFICIAL_RATES.ipca?.value).toBe(4.58)
    expect(OFFICIAL_RATES.ipca?.to).toBe('2026-09')
    expect(OFFICIAL_RATES.cdi).toBeNull()
  })

  it('"Como calculamos" lists the months of a figure used as it is, and holds', () => {
    const { selic, ipca } = OFFICIAL_RATES
    if (!selic || !ipca) throw new Error('no data')
    const result = run({ selic: selic.value, ipca: 5, official: { selic, ipca } })
    // The IPCA typed over its figure is the person's: only the Selic is listed.
    expect(result.officialUsed.map((f) => f.series.id)).toEqual(['selic'])
    const [step] = result.inputSteps
    expect(step?.label).toBe('Selic dos últimos 12 meses')
    expect(step && stepHolds(step)).toBe(true)
    expect(step?.source).toBe('Selic mês a mês, Banco Central (SGS 4390)')
  })
})
